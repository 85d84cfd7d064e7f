// The slider's carousel engine (embla and its autoplay), in a chunk of its own that the slider loads
// only after its first picture is on screen: the server's HTML shows the first slide without it.
// Renders nothing; it drives the viewport the slider already rendered and hands back embla's API.
import { useEffect, useMemo } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';

export type SliderApi = NonNullable<UseEmblaCarouselType[1]>;

export interface SliderCarouselProps {
  viewport: HTMLElement;
  loop: boolean;
  /** Milliseconds between slides; 0: no autoplay. */
  autoplayMs: number;
  onApi: (api: SliderApi | undefined) => void;
}

export default function SliderCarousel({ viewport, loop, autoplayMs, onApi }: SliderCarouselProps) {
  // Hover and focus are handled by the slider on the whole block (controls included), not here.
  const plugins = useMemo(
    () => (autoplayMs > 0 ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false })] : []),
    [autoplayMs],
  );
  const options = useMemo(() => ({ loop, duration: 30 }), [loop]);
  const [viewportRef, api] = useEmblaCarousel(options, plugins);

  useEffect(() => {
    viewportRef(viewport);
    return () => viewportRef(null);
  }, [viewport, viewportRef]);

  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);

  return null;
}
