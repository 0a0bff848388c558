// The top of the home page: the page's one h1 (the publisher's name, for every reader and
// crawler) and the design system's hero carousel with the site config's three slides and the two
// calls to action. The slides' titles are h2: only one h1 per page.
import { HeroCarousel, LinkButton, VisuallyHidden } from '@journals/design-system';
import { editorialLoginHref } from '@journals/site-kit/ui/navigation';
import type { PublisherSiteConfig } from '@journals/site-config';

/** The hero from the settings the server runs with (usePublisherConfig). */
export function HomeHero({ config }: { config: PublisherSiteConfig }) {
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
