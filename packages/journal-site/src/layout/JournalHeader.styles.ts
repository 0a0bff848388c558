import { Link } from 'react-router';
import styled from 'styled-components';

export const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;

  &:hover strong {
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const BrandMark = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export const BrandName = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: ${({ theme }) => theme.lineHeight.snug};

  strong {
    font-size: ${({ theme }) => theme.fontSize.lg};
    letter-spacing: 0.02em;
  }

  /* Just above the desktop breakpoint the menus need the room: the mark alone (the link keeps
     its name). */
  @media (min-width: ${({ theme }) => theme.breakpoints.lg / 16}em) and (max-width: 79.99em) {
    display: none;
  }
`;

/** The descriptive title: under the acronym on tablets, left out where the menus need the room. */
export const BrandTitle = styled.span`
  display: none;
  max-width: 22rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.regular};

  ${({ theme }) => theme.media.sm} {
    display: block;
  }
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

/**
 * Fits the journal's nine menus and the login button on one line from the desktop breakpoint
 * up: tighter menu items. `display: contents` keeps the header sticky (the wrapper makes no box).
 */
export const HeaderFrame = styled.div`
  display: contents;

  ${({ theme }) => theme.media.lg} {
    nav > ul > li > a,
    nav > ul > li > div > button {
      padding-inline: 0.375rem;
      font-size: ${({ theme }) => theme.fontSize.sm};
    }
  }

  a[target='_blank'] {
    white-space: nowrap;
  }
`;
