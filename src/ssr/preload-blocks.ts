// Block code loaded ahead of rendering: the server loads every block's code once at start, the
// browser the code of the blocks a server-rendered page holds before it hydrates. A component
// loaded ahead is rendered directly, so neither a server render nor the hydration of its HTML waits
// for (or suspends on) a block's code. Anything else goes through React.lazy, once per block
// definition so every page shares the loaded component; a lazy one stays lazy (no remounts).
import { lazy, type ComponentType } from 'react';

type AnyComponent = ComponentType<Record<string, unknown>>;

/** What loading needs of a block definition (a ClientBlock of blocks/define-block.ts). */
export interface LoadableBlock {
  load: () => Promise<{ default: unknown }>;
}

// The registry types each block's props; the renderer hands any block its merged props as a record.
const loadComponent = async (definition: LoadableBlock) => (await definition.load()).default as AnyComponent;

const preloaded = new WeakMap<LoadableBlock, AnyComponent>();
const lazyComponents = new WeakMap<LoadableBlock, AnyComponent>();

/** Loads the code of these blocks now (the server: all of them; the browser: those of the page). */
export async function preloadBlocks(definitions: readonly LoadableBlock[]): Promise<void> {
  await Promise.all(
    definitions.map(async (definition) => {
      if (preloaded.has(definition)) return;
      preloaded.set(definition, await loadComponent(definition));
    }),
  );
}

/** Whether this block's code is here: rendering it does not wait. */
export const isPreloaded = (definition: LoadableBlock): boolean => preloaded.has(definition);

/** The component to render for a block: its preloaded code, else a lazy component. */
export function blockComponent(definition: LoadableBlock): AnyComponent {
  const ready = lazyComponents.get(definition) ?? preloaded.get(definition);
  if (ready) return ready;
  const component = lazy(async () => ({ default: await loadComponent(definition) }));
  lazyComponents.set(definition, component);
  return component;
}
