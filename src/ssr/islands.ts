// Islands. On a page the server rendered for a visitor, every block is in the HTML, but a block's
// code runs in the browser only when it has to (blocks/define-block.ts `hydrate`): `load` blocks
// hydrate with the page; `visible` and `idle` ones keep their server HTML until they come near the
// viewport or the browser is idle; `never` ones hydrate as their server markup (./static-islands.ts)
// and their code and data are not even sent. For `visible` and `idle`, React does the waiting: a
// block whose gate is closed suspends while hydrating, and a suspended boundary keeps the server's
// HTML. An update that reaches a waiting block (React holds a transition, such as an in-page
// navigation, until the blocks it touches have hydrated) releases its gate (IslandGateView): it
// hydrates once its code is here. The gate of a `never` block is only a fallback, for a block whose
// markup could not be taken before hydrating: released, it renders in the browser instead.
import { createContext, use, useContext, useEffect, useState, type ReactNode, type RefObject } from 'react';
import type { HydrationMode } from '../../schemas/config/layout';
import { useHydrating } from './use-hydrating';

export type { HydrationMode };

/**
 * What the browser knows of the server's choices: the layout paths of the blocks that do not hydrate
 * at load, with their mode. Null when every block hydrates at load (a member's page, a preview).
 */
export type IslandPlan = Readonly<Record<string, HydrationMode>> | null;

export const IslandPlanContext = createContext<IslandPlan>(null);

/** The mode of the block at this layout path, in the browser (the server asks its render sink). */
export const useIslandMode = (path: string): HydrationMode => useContext(IslandPlanContext)?.[path] ?? 'load';

/**
 * Whether the subtree's data goes to the browser: false inside a block that never hydrates, so the
 * server leaves that block's API answers out of the boot snapshot.
 */
export const IslandDataContext = createContext(true);

export interface IslandGate {
  /** Settles once the block may hydrate: its code is loaded. Never, for a `never` block (unless released). */
  readonly ready: Promise<void>;
  /** True once hydrating this block was given up: React renders it in the browser instead. */
  readonly skipped: boolean;
  open(load: () => Promise<unknown>): void;
  /**
   * An update reached the block before it hydrated (a navigation inside the page, say). React holds
   * such an update (a transition) until the block has hydrated, so the gate must not stay shut: a
   * block with its data in the page hydrates once its code is here; a `never` block has no data to
   * hydrate with and renders in the browser.
   */
  release(): void;
}

/** Thrown where a released `never` block would hydrate: React renders that boundary in the browser. */
export class IslandNotHydrated extends Error {
  constructor() {
    super('A never-hydrating block received an update; it renders in the browser.');
    this.name = 'IslandNotHydrated';
  }
}

/** Whether a recoverable error React reports is that planned switch (not worth a console line). */
export const isIslandNotHydrated = (error: unknown): boolean =>
  error instanceof IslandNotHydrated || (error instanceof Error && error.cause instanceof IslandNotHydrated);

function createGate(mode: HydrationMode, load: () => Promise<unknown>): IslandGate {
  let settle: () => void = () => {};
  let opened = false;
  let skipped = false;
  const ready = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const open = (loadCode: () => Promise<unknown>) => {
    if (opened) return;
    opened = true;
    // A failed load still opens: the block's error boundary shows what went wrong.
    loadCode().then(settle, settle);
  };
  return {
    ready,
    get skipped() {
      return skipped;
    },
    open,
    release() {
      if (opened) return;
      if (mode !== 'never') return open(load);
      opened = true;
      skipped = true;
      settle();
    },
  };
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
};

/** How far below the viewport a `visible` block starts loading, so it is ready when it scrolls in. */
const VISIBLE_MARGIN = '300px 0px';

/**
 * The gate of one block, in its layout entry (outside the block's Suspense boundary, so `frame`, the
 * block's outer element, is in the document once the page around it has hydrated). Null for `load`
 * blocks and on the server. Only hydration waits at a gate, so a block rendered in the browser later
 * (the visitor came back to the page) goes through. The layout entry must not re-render once
 * hydrated (no `useHydrating` here): new props for a boundary still waiting would make React drop
 * its server HTML and render it in the browser.
 */
export function useIslandGate(mode: HydrationMode, frame: RefObject<HTMLElement | null>, load: () => Promise<unknown>): IslandGate | null {
  const [gate] = useState(() => (mode !== 'load' && typeof window !== 'undefined' ? createGate(mode, load) : null));
  useEffect(() => {
    if (!gate || mode === 'never') return;
    if (mode === 'idle') return whenIdle(() => gate.open(load));
    const element = frame.current;
    if (!element || typeof IntersectionObserver !== 'function') {
      gate.open(load);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open(load);
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate, mode, frame, load]);
  return gate;
}

/**
 * Inside the block's Suspense boundary, around the block: while hydrating, waits for the gate (the
 * boundary keeps the server's HTML meanwhile); any other render goes straight through. A render that
 * is not hydration while the gate is shut means an update reached the waiting block: React renders
 * the block for that update only once its server HTML has hydrated, so the gate is released (an
 * idempotent side effect; without it an in-page navigation, such as a grid's next page, never shows).
 */
export function IslandGateView({ gate, children }: { gate: IslandGate | null; children: ReactNode }) {
  const hydrating = useHydrating();
  if (gate && hydrating) {
    if (gate.skipped) throw new IslandNotHydrated();
    use(gate.ready);
  } else if (gate) {
    gate.release();
  }
  return children;
}
