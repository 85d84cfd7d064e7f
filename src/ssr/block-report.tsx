import type { HydrationMode } from '../../schemas/config/layout';
import { useRenderSink } from './render-sink';
import { useReportHydrated } from './hydration-gate';

/**
 * Renders nothing: how one block takes part in server rendering and hydration. During a server
 * render it records the block and when it hydrates in the render sink (the page preloads the code
 * of blocks hydrating at load, and the browser waits for as many hydration reports); in the browser
 * such a block reports once its boundary has hydrated (hydration-gate.ts). Place it inside the
 * block's Suspense boundary, beside the block.
 */
export function BlockReport({ type, path, mode }: { type: string; path: string; mode: HydrationMode }) {
  useRenderSink()?.addBlock(type, path, mode);
  useReportHydrated(mode === 'load');
  return null;
}
