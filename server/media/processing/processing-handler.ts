// What one kind of media processing is: the queue (queue.ts) claims a job for a library file and
// hands it to the handler of its kind, which writes its outputs to the stores and reports progress.
import type { AppContext } from '../../context';
import type { MediaAssetRow } from '../library/assets';

/** A job kind: `image-variants` (pictures), `video-renditions` (clips). */
export type ProcessingKind = 'image-variants' | 'video-renditions';

export interface ProcessingHandler {
  kind: ProcessingKind;
  /** Which library files this handler processes. */
  accepts(asset: MediaAssetRow): boolean;
  /**
   * Makes every output of the file; safe to run again after a crash (outputs are overwritten, never
   * half-visible: write then rename, or put whole objects). `progress` takes 0..1. The result is
   * stored with the job (JSON) and read by whoever serves the outputs.
   */
  run(ctx: AppContext, asset: MediaAssetRow, progress: (fraction: number) => Promise<void>): Promise<Record<string, unknown>>;
}
