import styled from 'styled-components';
import { SmartAnchor } from '../../internal/SmartAnchor.tsx';

/** The link's look; the variant is its data-variant attribute. */
export const StyledLink = styled(SmartAnchor)`
  text-underline-offset: 0.18em;
  overflow-wrap: anywhere;
  border-radius: 0.25rem;

  &:where([data-variant='inline']) {
    color: var(--color-link);
    text-decoration: underline;
    &:hover {
      color: var(--color-link-hover);
      text-decoration-thickness: 2px;
    }
  }
  &:where([data-variant='standalone']) {
    color: var(--color-link);
    font-weight: 600;
    text-decoration: none;
    &:hover {
      color: var(--color-link-hover);
      text-decoration: underline;
    }
  }
  &:where([data-variant='quiet']) {
    color: inherit;
    text-decoration: none;
    &:hover {
      color: var(--color-link-hover);
      text-decoration: underline;
    }
  }
  &:where([data-variant='inverse']) {
    color: var(--color-text-inverse);
    text-decoration: underline;
    text-decoration-color: var(--color-text-inverse-muted);
    &:hover {
      text-decoration-color: currentColor;
    }
    &:focus-visible {
      outline-color: var(--color-text-inverse);
    }
  }

  [data-new-tab-icon] {
    width: 0.85em;
    height: 0.85em;
    margin-inline-start: 0.25em;
    vertical-align: -0.05em;
  }
`;
