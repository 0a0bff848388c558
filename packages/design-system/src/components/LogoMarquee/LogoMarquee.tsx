import { useState } from 'react';
import type { CSSProperties } from 'react';
import { SmartAnchor } from '../../internal/SmartAnchor.tsx';
import { useHydrated } from '../../internal/useHydrated.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { ControlRow, LogoList, Placeholder, Root, Track, Viewport } from './LogoMarquee.styles.ts';

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
  /** Seconds for one full loop (default 40). */
  duration?: number;
  /** Logos are still loading: placeholders instead. */
  loading?: boolean;
}

function Logos({ logos, copy }: { logos: PartnerLogo[]; copy: boolean }) {
  return (
    <>
      {logos.map((logo) => {
        const image = (
          <img src={logo.imageUrl} alt={copy ? '' : logo.name} loading="lazy" decoding="async" />
        );
        return (
          <li key={`${logo.name}-${logo.imageUrl}`}>
            {logo.href ? (
              <SmartAnchor href={logo.href} showNewTabIcon={false} tabIndex={copy ? -1 : undefined}>
                {image}
              </SmartAnchor>
            ) : (
              image
            )}
          </li>
        );
      })}
    </>
  );
}

/**
 * A strip of partner logos scrolling sideways. It pauses on hover, on keyboard focus and with
 * its Pause button, and stands still (wrapped in rows) under prefers-reduced-motion.
 */
export function LogoMarquee({
  logos,
  label = 'Indexing partners',
  duration = 40,
  loading = false,
}: LogoMarqueeProps) {
  const hydrated = useHydrated();
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);

  if (loading) {
    return (
      <Root aria-busy="true">
        <VisuallyHidden role="status">Loading {label.toLowerCase()}</VisuallyHidden>
        <LogoList aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Placeholder key={i} />
          ))}
        </LogoList>
      </Root>
    );
  }
  if (logos.length === 0) return null;

  return (
    <Root>
      <Viewport onPointerEnter={() => setHovered(true)} onPointerLeave={() => setHovered(false)}>
        <Track
          style={{ '--marquee-duration': `${duration}s` } as CSSProperties}
          data-paused={paused || hovered}
        >
          <LogoList aria-label={label}>
            <Logos logos={logos} copy={false} />
          </LogoList>
          {/* A second copy makes the loop seamless; it is hidden from assistive technology. */}
          <LogoList aria-hidden="true">
            <Logos logos={logos} copy />
          </LogoList>
        </Track>
      </Viewport>
      {hydrated ? (
        <ControlRow>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setPaused((p) => !p)}
            startIcon={<Icon name={paused ? 'play' : 'pause'} />}
          >
            {paused ? `Play ${label.toLowerCase()}` : `Pause ${label.toLowerCase()}`}
          </Button>
        </ControlRow>
      ) : null}
    </Root>
  );
}
