import styled from 'styled-components';

/** The volume row and the issue row: stacked on phones, side by side from `md`. */
export const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;

  @media (min-width: 56.25em) {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: flex-start;
    justify-content: space-between;
    gap: 1rem;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  min-width: 0;
`;

/** The options as links, from `md` up. */
export const WideOptions = styled.ul`
  display: none;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 56.25em) {
    display: flex;
  }

  & a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 0.75rem;
    border: 1px solid var(--color-border);
    border-radius: 0.5rem;
    background: var(--color-surface);
    text-decoration: none;
    white-space: nowrap;
  }

  & a[aria-current='page'] {
    border-color: var(--color-brand);
    background: var(--color-brand);
    color: var(--color-on-brand);
    font-weight: 600;
  }
`;

/**
 * The options as a dropdown in a GET form, below `md`. The dropdown is laid out as wide as its
 * longest option (a native select's own width), so it shows the chosen volume whole. Go is for
 * readers without JavaScript (with it, choosing an option goes there at once); when it does not
 * fit beside the dropdown it wraps below.
 */
export const NarrowChoice = styled.div`
  & form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 0.5rem;
  }

  & form > :first-child {
    flex: 1 1 max-content;
    min-width: 0;
  }

  @media (scripting: enabled) {
    & form > button[type='submit'] {
      display: none;
    }
  }

  @media (min-width: 56.25em) {
    display: none;
  }
`;
