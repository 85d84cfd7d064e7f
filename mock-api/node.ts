import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** Request interception for vitest; tests call listen/resetHandlers/close. */
export const server = setupServer(...handlers);
