// A second express app on a test server's context whose catch-all renders pages with the source
// server entry (through Vite) instead of a build: what curl or a crawler gets for a page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '../../server/app';
import type { TestServer } from './harness';

export interface PageRenderer {
  base: string;
  close: () => Promise<void>;
}

export async function startPageRenderer(s: TestServer, name: string): Promise<PageRenderer> {
  const app = createApp(s.ctx, {
    clientDir: path.join(os.tmpdir(), `${name}-no-client`),
    render: { loadEntry: () => import('../../app/entry-server'), template: fs.readFileSync('index.html', 'utf8') },
  });
  const pages = await new Promise<Server>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
  return {
    base: `http://127.0.0.1:${(pages.address() as AddressInfo).port}`,
    close: async () => {
      pages.closeAllConnections();
      await new Promise((resolve) => pages.close(resolve));
    },
  };
}
