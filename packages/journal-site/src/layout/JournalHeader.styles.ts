import { brandLink } from '@journals/design-system';
import { Link } from 'react-router';
import styled from 'styled-components';

export const BrandLink = styled(Link)`
  ${brandLink}
`;

export const BrandName = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.35;

  strong {
    font-size: 1.125rem;
    letter-spacing: 0.02em;
  }

  /* Just above the desktop breakpoint the menus need the room: the mark alone (the link keeps
     its name). */
  @media (min-width: 75em) and (max-width: 79.99em) {
    display: none;
  }
`;

/** The descriptive title: under the acronym on tablets, left out where the menus need the room. */
export const BrandTitle = styled.span`
  display: none;
  max-width: 22rem;
  color: var(--color-text-muted);
  font-size: 0.75rem;
  font-weight: 400;

  @media (min-width: 37.5em) {
    display: block;
  }
  @media (min-width: 75em) {
    display: none;
  }
`;

/**
 * Fits the journal's nine menus and the login button on one line from the desktop breakpoint
 * up: tighter menu items. `display: contents` keeps the header sticky (the wrapper makes no box).
 */
export const HeaderFrame = styled.div`
  display: contents;

  @media (min-width: 75em) {
    nav > ul > li > a,
    nav > ul > li > div > button {
      padding-inline: 0.375rem;
      font-size: 0.875rem;
    }
  }

  a[target='_blank'] {
    white-space: nowrap;
  }
`;
