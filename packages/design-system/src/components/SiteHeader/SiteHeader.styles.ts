// The site's top bar: stickiness and the width the full navigation shows from as data attributes.
import styled, { css } from 'styled-components';
import { dataAttributes } from '../../internal/data-attributes.ts';

export type DesktopFrom = 'md' | 'lg';

export const Header = styled.header.attrs<{ $sticky: boolean }>(({ $sticky }) =>
  dataAttributes({ 'data-static': !$sticky }),
)`
  position: sticky;
  top: 0;
  z-index: 100;
  background: var(--color-surface);
  border-bottom: 1px solid var(--color-border);
  box-shadow: var(--shadow-sm);
  /* The phone menu's panel opens under the header's bottom edge (CSS anchor positioning). */
  anchor-name: --site-header;
  --mobile-menu-anchor: --site-header;

  &:where([data-static]) {
    position: relative;
  }
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  min-height: 4rem;
  padding-block: 0.5rem;
`;

/**
 * A site's brand link in the header: the mark beside the name, in the text's colour; hovering
 * colours the name (its <strong>).
 */
export const brandLink = css`
  display: inline-flex;
  align-items: center;
  gap: 0.75rem;
  min-width: 0;
  color: var(--color-text);
  text-decoration: none;

  &:hover strong {
    color: var(--color-brand);
  }
`;

/** The publisher's mark beside a site's name: an icon on the brand colour, in a rounded square. */
export const BrandMark = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 0.5rem;
  background: var(--color-brand);
  color: var(--color-on-brand);
  font-size: 1.125rem;
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  margin-inline-end: auto;
  font-weight: 700;
`;

/* The full navigation from `data-from` (md or lg) up; the menu button below it. */
export const DesktopOnly = styled.div.attrs<{ $from: DesktopFrom }>(({ $from }) =>
  dataAttributes({ 'data-from': $from }),
)`
  display: none;

  @media (min-width: 56.25em) {
    &[data-from='md'] {
      display: flex;
      align-items: center;
      gap: 0.75rem;
    }
  }
  @media (min-width: 75em) {
    &[data-from='lg'] {
      display: flex;
      align-items: center;
      gap: 0.75rem;
    }
  }
`;

export const MobileOnly = styled.div.attrs<{ $from: DesktopFrom }>(({ $from }) =>
  dataAttributes({ 'data-from': $from }),
)`
  @media (min-width: 56.25em) {
    &[data-from='md'] {
      display: none;
    }
  }
  @media (min-width: 75em) {
    &[data-from='lg'] {
      display: none;
    }
  }
`;

export const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
