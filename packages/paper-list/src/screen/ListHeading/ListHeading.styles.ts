import styled from 'styled-components';

/** The conference name, on its own line above 'Volume X, Issue Y (year)'. */
export const Eyebrow = styled.span`
  display: block;
  margin-bottom: 0.25rem;
  color: var(--color-text-muted);
  font-size: 1.125rem;
`;

/** The heading receives focus after navigation; the outline shows only for keyboard users. */
export const Focusable = styled.div`
  & > h1:focus {
    outline: none;
  }
  & > h1:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
`;
