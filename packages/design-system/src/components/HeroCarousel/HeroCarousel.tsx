// The hero carousel: slides of title, description and image with the calls to action, as server
// HTML that works without a script (a row of slides that scrolls sideways and snaps, a link to
// each) and that its enhancement script (hero-carousel.ts, `@journals/design-system/hero-carousel/
// enhance`) makes a slideshow: every 5 s with a 300 ms fade, Pause/Play, previous and next, a dot
// per slide (WCAG 2.2.2), still under prefers-reduced-motion. The controls are in the HTML, hidden
// until the script reveals them. Rendered by React in the browser, the component runs the script
// on its own markup.
import { useEffect, useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Container } from '../Container/Container.tsx';
import { Heading } from '../Heading/Heading.tsx';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { carouselFadeMs, carouselIntervalMs, enhanceHeroCarousel } from './hero-carousel.ts';
import {
  Controls,
  Dot,
  DotLink,
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
  /** Level of the slide titles (default 2). */
  headingLevel?: HeadingLevel;
  /** Time each slide shows, fade included (default 5000 ms). */
  interval?: number;
  /** Fade-out before each swap (default 300 ms). */
  fadeDuration?: number;
  /** Prefix of the slides' ids (`<prefix>-slide-<n>`, default "hero"). */
  idPrefix?: string;
}

export function HeroCarousel({
  slides,
  actions,
  label = 'Highlights',
  headingLevel = 2,
  interval = carouselIntervalMs,
  fadeDuration = carouselFadeMs,
  idPrefix = 'hero',
}: HeroCarouselProps) {
  const ref = useRef<HTMLElement>(null);
  const count = slides.length;
  useEffect(() => (ref.current ? enhanceHeroCarousel(ref.current) : undefined), [count]);
  if (count === 0) return null;
  const slideId = (i: number) => `${idPrefix}-slide-${i + 1}`;
  const fade = Math.min(fadeDuration, interval);
  return (
    <Root
      ref={ref}
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel=""
      data-interval={interval}
      data-fade={fade}
      style={{ '--hero-fade': `${fade}ms` } as CSSProperties}
    >
      <Container>
        <Slides data-carousel-slides="" aria-live="polite">
          {slides.map((slide, i) => (
            <Slide
              key={slide.id}
              id={slideId(i)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              data-slide=""
              data-current={i === 0 ? '' : undefined}
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
              <SlideImage
                src={slide.image.src}
                alt={slide.image.alt}
                width={1200}
                height={675}
                loading={i === 0 ? undefined : 'lazy'}
                decoding="async"
              />
            </Slide>
          ))}
        </Slides>
        {count > 1 ? (
          <>
            <Dots as="nav" aria-label="Slides" data-carousel-links="">
              {slides.map((slide, i) => (
                <DotLink
                  key={slide.id}
                  href={`#${slideId(i)}`}
                  aria-label={`Slide ${i + 1} of ${count}: ${slide.title}`}
                />
              ))}
            </Dots>
            <Controls data-carousel-controls="" hidden>
              <Button variant="secondary" size="sm" data-carousel-toggle="">
                <Icon name="pause" data-when="playing" />
                <Icon name="play" data-when="paused" />
                <span data-when="playing">Pause slideshow</span>
                <span data-when="paused">Play slideshow</span>
              </Button>
              <Dots role="group" aria-label="Choose a slide">
                <IconButton icon="chevronLeft" label="Previous slide" data-carousel-step="-1" />
                {slides.map((slide, i) => (
                  <Dot
                    key={slide.id}
                    type="button"
                    aria-label={`Slide ${i + 1} of ${count}: ${slide.title}`}
                    aria-current={i === 0 ? 'true' : undefined}
                    aria-controls={slideId(i)}
                    data-carousel-dot=""
                  />
                ))}
                <IconButton icon="chevronRight" label="Next slide" data-carousel-step="1" />
              </Dots>
            </Controls>
          </>
        ) : null}
      </Container>
    </Root>
  );
}
