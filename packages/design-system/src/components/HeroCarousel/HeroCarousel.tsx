import { useId, useLayoutEffect, useState } from 'react';
import type { CSSProperties, FocusEvent, ReactNode } from 'react';
import { useTimers } from '../../internal/timers.tsx';
import { useHydrated } from '../../internal/useHydrated.ts';
import { useReducedMotion } from '../../internal/useReducedMotion.ts';
import { Button } from '../Button/Button.tsx';
import { Container } from '../Container/Container.tsx';
import { Heading } from '../Heading/Heading.tsx';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { CAROUSEL_FADE_MS, CAROUSEL_INTERVAL_MS, nextSlideIndex } from './carouselTiming.ts';
import {
  Controls,
  Dot,
  Dots,
  Root,
  Slide,
  SlideDescription,
  SlideImage,
  SlideText,
  Slides,
} from './HeroCarousel.styles.ts';

export interface HeroSlide {
  id: string | number;
  title: string;
  description: ReactNode;
  image: { src: string; alt: string };
}

export interface HeroCarouselProps {
  slides: HeroSlide[];
  /** Calls to action shown on every slide (Explore Journals, Submit Research). */
  actions?: ReactNode;
  /** Names the carousel (default "Highlights"). */
  label?: string;
  /** Level of the slide titles (default 2; use 1 when the hero opens the page). */
  headingLevel?: HeadingLevel;
  /** Time each slide shows, fade included (default 5000 ms). */
  interval?: number;
  /** Fade-out before each swap (default 300 ms). */
  fadeDuration?: number;
}

type Phase = 'shown' | 'fading';

/**
 * The home page hero: slides of title, description and image that advance on their own every
 * 5 s with a 300 ms fade, with a pause/play button and slide dots (WCAG 2.2.2). It pauses while
 * hovered or while keyboard focus is on a slide, and never moves on its own under
 * prefers-reduced-motion. Without JavaScript the first slide shows and the others stay in the HTML.
 */
export function HeroCarousel({
  slides,
  actions,
  label = 'Highlights',
  headingLevel = 2,
  interval = CAROUSEL_INTERVAL_MS,
  fadeDuration = CAROUSEL_FADE_MS,
}: HeroCarouselProps) {
  const timers = useTimers();
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const idPrefix = useId();
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<Phase>('shown');
  // 'auto' rotates unless the reader prefers reduced motion; the button makes an explicit choice.
  const [choice, setChoice] = useState<'auto' | 'play' | 'pause'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focusedOnSlide, setFocusedOnSlide] = useState(false);
  // Fade the next slide in only after an automatic swap (not on load, not on a chosen slide).
  const [autoSwapped, setAutoSwapped] = useState(false);

  const count = slides.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const playing = choice === 'play' || (choice === 'auto' && !reducedMotion);
  const rotating = hydrated && playing && !hovered && !focusedOnSlide && count > 1;
  const fade = reducedMotion ? 0 : Math.min(fadeDuration, interval);

  // Both timers of a slide are set together in a layout effect, in the commit that shows the
  // slide: a manual clock stepped right after the change never misses them.
  useLayoutEffect(() => {
    setPhase('shown');
    if (!rotating) return;
    const fadeStart = timers.setTimeout(() => setPhase('fading'), interval - fade);
    const swap = timers.setTimeout(() => {
      setAutoSwapped(true);
      setIndex((i) => nextSlideIndex(i, count));
      setPhase('shown');
    }, interval);
    return () => {
      timers.clearTimeout(fadeStart);
      timers.clearTimeout(swap);
    };
  }, [rotating, current, interval, fade, count, timers]);

  const choose = (to: number) => {
    setAutoSwapped(false);
    setPhase('shown');
    setIndex(to);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    setFocusedOnSlide(!(event.target as HTMLElement).closest('[data-carousel-controls]'));
  };

  if (count === 0) return null;

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setFocusedOnSlide(false);
      }}
    >
      <Container>
        <Slides aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <Slide
              key={slide.id}
              id={`${idPrefix}-slide-${i}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              hidden={i !== current}
              data-phase={i === current ? phase : undefined}
              style={{ '--carousel-fade': `${fade}ms` } as CSSProperties}
              $animate={autoSwapped && !reducedMotion}
            >
              <SlideText>
                <Heading level={headingLevel} size="5xl">
                  {slide.title}
                </Heading>
                <SlideDescription>{slide.description}</SlideDescription>
                {actions ? (
                  <Stack direction="row" gap={3} wrap>
                    {actions}
                  </Stack>
                ) : null}
              </SlideText>
              <SlideImage src={slide.image.src} alt={slide.image.alt} width={1200} height={675} />
            </Slide>
          ))}
        </Slides>
        {hydrated && count > 1 ? (
          <Controls data-carousel-controls="">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setChoice(playing ? 'pause' : 'play')}
              startIcon={<Icon name={playing ? 'pause' : 'play'} />}
            >
              {playing ? 'Pause slideshow' : 'Play slideshow'}
            </Button>
            <Dots role="group" aria-label="Choose a slide">
              {slides.map((slide, i) => (
                <Dot
                  key={slide.id}
                  type="button"
                  aria-label={`Slide ${i + 1} of ${count}: ${slide.title}`}
                  aria-current={i === current ? 'true' : undefined}
                  aria-controls={`${idPrefix}-slide-${i}`}
                  onClick={() => choose(i)}
                />
              ))}
            </Dots>
          </Controls>
        ) : null}
      </Container>
    </Root>
  );
}
