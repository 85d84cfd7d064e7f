// When blocks that share a reason to run in the browser hydrate (blocks/define-block.ts `hydrate`).
// Islands are for visitors only (members, previews and the studio frame hydrate every block), so
// these answer for a visitor's view.
// Update cards need none: their hover clips run without React (src/ui/hover-preview.ts).
import type { HydrationMode } from './define-block';

/**
 * A random list shows the server's pick and, once hydrated, one of the visitor's own
 * (src/api/use-rotation-seed.ts): it hydrates when seen. A fixed list keeps its server HTML.
 */
export const rotatesWhenRandom = (random: boolean, otherwise: HydrationMode): HydrationMode => (random ? 'visible' : otherwise);
