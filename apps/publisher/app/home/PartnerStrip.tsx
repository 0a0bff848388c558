// The indexing partners' logos (from the API, read by the home loader) in the design system's
// LogoMarquee: scrolling sideways by CSS alone, a Pause checkbox stops it (WCAG 2.2.2), as do the
// pointer and keyboard focus; it stands still under prefers-reduced-motion. Without partners (the
// call failed) the strip is left out: the spec shows no message.
import { LogoMarquee, Section, type PartnerLogo } from '@journals/design-system';

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
      <LogoMarquee logos={logos} />
    </Section>
  );
}
