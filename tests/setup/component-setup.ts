// Component tests: jest-dom matchers, msw with every unhandled request an error, clean DOM.
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '../../mock-api/node';
import { installBrowserApis } from './browser-apis';

if (typeof window !== 'undefined') installBrowserApis(globalThis);

// findBy/waitFor give up after 1 s by default; a busy CI machine can take longer to render a
// lazily loaded block, and a slower wait still fails when the text never comes.
configure({ asyncUtilTimeout: 3000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // Node-environment tests (API, CLI) share this setup but have no DOM.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Cookies the app writes beside local storage (the age confirmation, preferences) go with it.
  if (typeof document !== 'undefined') for (const name of document.cookie.split(';').map((part) => part.split('=')[0]!.trim()).filter(Boolean)) document.cookie = `${name}=; max-age=0; path=/`;
});
afterAll(() => server.close());
