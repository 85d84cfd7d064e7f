import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Service worker for the dev server and Storybook; call `worker.start()` before rendering. */
export const worker = setupWorker(...handlers);
