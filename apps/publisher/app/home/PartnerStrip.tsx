// The indexing partners' logos (from the API, read by the home loader), scrolling sideways by
// CSS alone (partner-strip.css): a Pause checkbox stops it (WCAG 2.2.2), as do the pointer
// and keyboard focus; it stands still under prefers-reduced-motion. Without partners (the call
// failed) the strip is left out: the spec shows no message.
import { Section, VisuallyHidden, type PartnerLogo } from '@journals/design-system';
import { LogoList, PauseControl, Strip, Track, Viewport } from './partner-strip.styles.ts';

function Logos({ logos, copy }: { logos: PartnerLogo[]; copy: boolean }) {
  return logos.map((logo) => {
    const image = (
      <img
        src={logo.imageUrl}
        alt={copy ? '' : logo.name}
        loading="lazy"
        decoding="async"
        height={56}
      />
    );
    return (
      <li key={`${logo.name}-${logo.imageUrl}`}>
        {logo.href ? (
          <a
            href={logo.href}
            target="_blank"
            rel="noopener noreferrer"
            tabIndex={copy ? -1 : undefined}
          >
            {image}
            {copy ? null : <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
          </a>
        ) : (
          image
        )}
      </li>
    );
  });
}

export function PartnerStrip({ logos }: { logos: PartnerLogo[] }) {
  if (logos.length === 0) return null;
  return (
    <Section
      id="indexing-partners"
      title="Indexed and Abstracted In"
      tone="muted"
      align="center"
      paddingBlock={6}
    >
      <Strip>
        <Viewport>
          <Track>
            <LogoList aria-label="Indexing partners">
              <Logos logos={logos} copy={false} />
            </LogoList>
            {/* A second copy makes the loop seamless; it is hidden from assistive technology. */}
            <LogoList aria-hidden="true">
              <Logos logos={logos} copy />
            </LogoList>
          </Track>
        </Viewport>
        <PauseControl>
          <input type="checkbox" data-marquee-pause="" />
          Pause the scrolling logos
        </PauseControl>
      </Strip>
    </Section>
  );
}
