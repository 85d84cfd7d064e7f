// Every kind of media processing, in one list: the queue (queue.ts) queues a job of each kind whose
// handler accepts an uploaded file, and runs it with that handler.
import { imageVariants } from './image-variants';
import { videoRenditions } from './video-renditions';
import type { ProcessingHandler } from './processing-handler';

export const PROCESSING_HANDLERS: readonly ProcessingHandler[] = [imageVariants, videoRenditions];
