import { useRenderSink } from './render-sink';
import { useReportHydrated } from './hydration-gate';

/**
 * Renders nothing: how one block takes part in server rendering and hydration. During a server
 * render it records the block in the render sink (the page preloads the block's code and the
 * browser waits for as many hydration reports); in the browser it reports once its boundary has
 * hydrated (hydration-gate.ts). Place it inside the block's Suspense boundary, beside the block.
 */
export function BlockReport({ type, path }: { type: string; path: string }) {
  useRenderSink()?.addBlock(type, path);
  useReportHydrated();
  return null;
}
