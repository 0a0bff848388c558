// A strip of partner logos scrolling sideways by CSS alone (LogoMarquee.styles.ts), no script: a
// Pause checkbox stops it (WCAG 2.2.2), as do the pointer and keyboard focus; it stands still
// under prefers-reduced-motion. Without logos it renders nothing.
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { LogoList, PauseControl, Strip, Track, Viewport } from './LogoMarquee.styles.ts';

export interface PartnerLogo {
  /** The partner's name: the logo's text alternative. */
  name: string;
  imageUrl: string;
  /** The partner's site (opens in a new tab). */
  href?: string;
}

export interface LogoMarqueeProps {
  logos: PartnerLogo[];
  /** Names the list (default "Indexing partners"). */
  label?: string;
  /** The Pause checkbox's label (default "Pause the scrolling logos"). */
  pauseLabel?: string;
}

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

export function LogoMarquee({
  logos,
  label = 'Indexing partners',
  pauseLabel = 'Pause the scrolling logos',
}: LogoMarqueeProps) {
  if (logos.length === 0) return null;
  return (
    <Strip>
      <Viewport>
        <Track>
          <LogoList aria-label={label}>
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
        {pauseLabel}
      </PauseControl>
    </Strip>
  );
}
