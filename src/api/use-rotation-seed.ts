// The seed of a random list (shared/random-rotation.ts). While the page hydrates there is none: the
// list is the server's pick, from the boot data, so the HTML and the first render agree. Right after,
// the visitor gets a rotation of their own; the list keeps showing the server's pick until it arrives
// (same number of cards, no layout shift). A list first shown in the browser starts seeded.
import { useEffect, useState } from 'react';
import { useHydrating } from '../ssr/use-hydrating';
import { visitorSeed } from '../../shared/random-rotation';

export function useRotationSeed(rotates: boolean): number | undefined {
  const hydrating = useHydrating();
  const [seed, setSeed] = useState(() => (rotates && !hydrating ? visitorSeed() : undefined));
  useEffect(() => {
    if (rotates) setSeed((current) => current ?? visitorSeed());
  }, [rotates]);
  return rotates ? seed : undefined;
}
