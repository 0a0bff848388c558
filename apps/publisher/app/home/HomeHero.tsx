// The top of the home page: the page's one h1 (the publisher's name, for every reader and
// crawler) and the hero carousel of the site config's three slides with its two calls to action.
// The slides' titles are h2: only one h1 per page.
import { LinkButton, VisuallyHidden } from '@journals/design-system';
import { editorialLoginHref } from '@journals/site-kit/navigation';
import { usePublisherConfig } from '../layout/publisher-settings.ts';
import { HeroCarousel } from './HeroCarousel.tsx';

export function HomeHero() {
  const config = usePublisherConfig();
  const { hero } = config;
  return (
    <>
      <VisuallyHidden as="h1">{config.names.title}</VisuallyHidden>
      <HeroCarousel
        label="Highlights"
        headingLevel={2}
        interval={hero.intervalMs}
        fadeDuration={hero.fadeMs}
        slides={hero.slides.map((slide) => ({
          id: slide.id,
          title: slide.title,
          description: slide.desc,
          // Illustrations: the slide's title and description say it all.
          image: { src: `${config.prefix}${slide.image}`, alt: '' },
        }))}
        actions={
          <>
            <LinkButton href="/journals" size="lg">
              Explore Journals
            </LinkButton>
            <LinkButton
              href={editorialLoginHref(config.editorialLogin)}
              newTab
              size="lg"
              variant="secondary"
            >
              Submit Research
            </LinkButton>
          </>
        }
      />
    </>
  );
}
