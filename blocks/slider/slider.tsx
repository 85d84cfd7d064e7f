// The first slide is plain server HTML that needs no carousel code: embla (slider-carousel.tsx, a
// chunk of its own) loads after the first picture is shown, or at once when a visitor uses a control
// before that, and takes over the same elements, so nothing moves.
import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styled, { css } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { slider } from './index';
import { ResponsiveImage } from '../../src/ui/responsive-image';
import { useSoftImages } from '../../src/ui/card-helpers';
import { ButtonLink } from '../../src/ui/button';
import { useLocalized } from '../../src/i18n/use-localized';
import { useSiteConfig } from '../../src/config/site-config-context';
import { up } from '../../src/theme/breakpoints';
import type { SliderApi } from './slider-carousel';
import { whenFirstPictureShown } from '../../src/ui/when-first-picture-shown';

// Code that cannot load (a network error) leaves the slider as the server sent it, not an error panel.
const SliderCarousel = lazy(() => import('./slider-carousel').catch(() => ({ default: () => null })));

type SliderProps = BlockProps<typeof slider>;
type Align = SliderProps['slides'][number]['align'];

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeReducedMotion = (onChange: () => void) => {
  const query = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(REDUCED_MOTION) : null;
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const readReducedMotion = () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(REDUCED_MOTION).matches;

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, readReducedMotion, () => false);
}

const Root = styled.section`
  position: relative;
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
`;

const Viewport = styled.div`
  overflow: hidden;
`;

const Track = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
`;

const Slide = styled.div<{ $ratio: string }>`
  position: relative;
  flex: 0 0 100%;
  min-width: 0;
  aspect-ratio: 4 / 5;
  ${up('sm')} {
    aspect-ratio: 16 / 9;
  }
  ${up('lg')} {
    aspect-ratio: ${({ $ratio }) => $ratio.replace(':', ' / ')};
  }
`;

const Picture = styled(ResponsiveImage)`
  position: absolute;
  inset: 0;
  height: 100%;
  aspect-ratio: auto;
`;

const scrim = {
  left: 'to right',
  center: 'to top',
  right: 'to left',
} as const;

const Overlay = styled.div<{ $align: Align }>`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: flex-end;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxl}`};
  background: linear-gradient(
    to top,
    color-mix(in srgb, ${({ theme }) => theme.colors.headerBackground} 88%, transparent) 0%,
    color-mix(in srgb, ${({ theme }) => theme.colors.headerBackground} 35%, transparent) 55%,
    transparent 100%
  );
  ${up('md')} {
    align-items: center;
    padding: ${({ theme }) => `${theme.space.xxl} calc(${theme.space.xxl} + ${theme.space.lg})`};
    justify-content: ${({ $align }) => ($align === 'left' ? 'flex-start' : $align === 'right' ? 'flex-end' : 'center')};
    background: linear-gradient(
      ${({ $align }) => scrim[$align]},
      color-mix(in srgb, ${({ theme }) => theme.colors.headerBackground} 82%, transparent) 0%,
      color-mix(in srgb, ${({ theme }) => theme.colors.headerBackground} 30%, transparent) 55%,
      transparent 100%
    );
  }
`;

const Content = styled.div<{ $align: Align }>`
  width: 100%;
  max-width: 36rem;
  text-align: left;
  ${up('md')} {
    text-align: ${({ $align }) => $align};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-family: ${({ theme }) => theme.font.heading};
    font-size: clamp(1.75rem, 4.2vw, 3.6rem);
    font-weight: 800;
    line-height: 1.05;
    letter-spacing: 0.03em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.headerText};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: clamp(1rem, 1.6vw, 1.3rem);
    color: ${({ theme }) => theme.colors.headerText};
    opacity: 0.9;
  }
`;

const Accent = styled.span<{ $align: Align }>`
  display: block;
  width: 56px;
  height: 4px;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  ${up('md')} {
    ${({ $align }) =>
      $align === 'center'
        ? css`
            margin-left: auto;
            margin-right: auto;
          `
        : $align === 'right'
          ? css`
              margin-left: auto;
            `
          : ''}
  }
`;

const roundButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.headerText} 35%, transparent);
  background: color-mix(in srgb, ${({ theme }) => theme.colors.headerBackground} 55%, transparent);
  color: ${({ theme }) => theme.colors.headerText};
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  transition: background 0.15s ease, border-color 0.15s ease;
  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  svg {
    width: 22px;
    height: 22px;
  }
`;

const Arrow = styled.button<{ $side: 'prev' | 'next' }>`
  ${roundButton}
  position: absolute;
  /* Phones: in the control row under the text; larger screens: centred at the sides. */
  bottom: ${({ theme }) => `calc(${theme.space.md} - ${theme.space.xs})`};
  ${({ $side, theme }) => ($side === 'prev' ? `left: ${theme.space.md};` : `right: ${theme.space.md};`)}
  width: 40px;
  height: 40px;
  ${up('md')} {
    bottom: auto;
    top: 50%;
    width: 52px;
    height: 52px;
    transform: translateY(-50%);
  }
`;

const Controls = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: ${({ theme }) => theme.space.md};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  ${up('md')} {
    bottom: ${({ theme }) => theme.space.lg};
  }
`;

const Dots = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const Dot = styled.button`
  width: 28px;
  height: 6px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.headerText} 40%, transparent);
  cursor: pointer;
  transition: background 0.2s ease, width 0.2s ease;
  &[aria-current='true'] {
    width: 44px;
    background: ${({ theme }) => theme.colors.primary};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const PauseButton = styled.button`
  ${roundButton}
  width: 32px;
  height: 32px;
  svg {
    width: 14px;
    height: 14px;
  }
`;

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const PauseIcon = ({ paused }: { paused: boolean }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {paused ? <path d="M7 4l13 8-13 8z" fill="currentColor" /> : <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />}
  </svg>
);

export default function Slider({ slides, autoplayMs, ratio }: SliderProps) {
  const { t } = useLingui();
  // Youth-protection mode: guests see each slide's soft variant, or no picture when it has none.
  const soft = useSoftImages();
  const localize = useLocalized();
  const signupDisabled = useSiteConfig().core.signup.disabled;
  const reducedMotion = usePrefersReducedMotion();
  const [stoppedByUser, setStoppedByUser] = useState(false);
  const autoplays = autoplayMs > 0 && !reducedMotion && slides.length > 1;

  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [carouselWanted, setCarouselWanted] = useState(false);
  const [emblaApi, setEmblaApi] = useState<SliderApi | undefined>();
  const [selected, setSelected] = useState(0);
  const moves = slides.length > 1;

  useEffect(() => {
    if (!viewport || !moves) return;
    return whenFirstPictureShown(viewport, () => setCarouselWanted(true));
  }, [viewport, moves]);

  // A control used before the carousel is there: load it now and do what was asked once it is.
  const pending = useRef<((api: SliderApi) => void) | null>(null);
  const withCarousel = (action: (api: SliderApi) => void) => {
    if (emblaApi) return action(emblaApi);
    pending.current = action;
    setCarouselWanted(true);
  };

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    pending.current?.(emblaApi);
    pending.current = null;
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  const hovered = useRef(false);
  const focused = useRef(false);
  const syncAutoplay = useCallback(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    if (hovered.current || focused.current || stoppedByUser) autoplay.stop();
    else autoplay.play();
  }, [emblaApi, stoppedByUser]);

  useEffect(syncAutoplay, [syncAutoplay]);

  const scrollTo = (index: number) => withCarousel((api) => api.scrollTo(index, reducedMotion));
  const scrollPrev = () => withCarousel((api) => api.scrollPrev(reducedMotion));
  const scrollNext = () => withCarousel((api) => api.scrollNext(reducedMotion));

  if (slides.length === 0) return null;
  const total = slides.length;
  const current = selected + 1;
  const currentTitle = localize(slides[selected]?.title);

  return (
    <Root
      aria-roledescription={t`carousel`}
      aria-label={t`Highlights`}
      onMouseEnter={() => {
        hovered.current = true;
        syncAutoplay();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        syncAutoplay();
      }}
      onFocus={() => {
        focused.current = true;
        syncAutoplay();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focused.current = false;
        syncAutoplay();
      }}
    >
      <Viewport ref={setViewport}>
        <Track>
          {slides.map((slide, index) => {
            const title = localize(slide.title);
            const number = index + 1;
            const showButton = !(signupDisabled && slide.buttonLink.startsWith('/signup'));
            return (
              <Slide
                key={index}
                $ratio={ratio}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${number} of ${total}`}
                inert={index !== selected}
              >
                <Picture image={soft ? slide.imageSoft : slide.image} alt="" ratio={ratio} sizes="100vw" priority={index === 0} />
                <Overlay $align={slide.align}>
                  <Content $align={slide.align}>
                    <Accent $align={slide.align} />
                    <h2>{title}</h2>
                    <p>{localize(slide.text)}</p>
                    {showButton && (
                      <ButtonLink to={slide.buttonLink} $size="large">
                        {localize(slide.buttonLabel) || t`Join now`}
                      </ButtonLink>
                    )}
                  </Content>
                </Overlay>
              </Slide>
            );
          })}
        </Track>
      </Viewport>
      {total > 1 && (
        <>
          <Arrow type="button" $side="prev" onClick={scrollPrev} aria-label={t`Previous slide`}>
            <Chevron direction="left" />
          </Arrow>
          <Arrow type="button" $side="next" onClick={scrollNext} aria-label={t`Next slide`}>
            <Chevron direction="right" />
          </Arrow>
          <Controls>
            {autoplays && (
              <PauseButton
                type="button"
                onClick={() => setStoppedByUser((stopped) => !stopped)}
                aria-label={stoppedByUser ? t`Start slideshow` : t`Pause slideshow`}
              >
                <PauseIcon paused={stoppedByUser} />
              </PauseButton>
            )}
            <Dots>
              {slides.map((slide, index) => {
                const number = index + 1;
                return (
                  <Dot
                    key={index}
                    type="button"
                    onClick={() => scrollTo(index)}
                    aria-label={t`Go to slide ${number}`}
                    aria-current={index === selected ? 'true' : undefined}
                    title={localize(slide.title)}
                  />
                );
              })}
            </Dots>
          </Controls>
        </>
      )}
      {carouselWanted && viewport && (
        <Suspense fallback={null}>
          <SliderCarousel viewport={viewport} loop={moves} autoplayMs={autoplays ? autoplayMs : 0} onApi={setEmblaApi} />
        </Suspense>
      )}
      <p className="visually-hidden" aria-live={autoplays && !stoppedByUser ? 'off' : 'polite'} aria-atomic="true">
        <Trans>
          Slide {current} of {total}: {currentTitle}
        </Trans>
      </p>
    </Root>
  );
}
