// The years of an index (the conference index uses the same years and sections); the current
// link as a data attribute.
import styled from 'styled-components';

export const Years = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2rem;
`;

export const YearSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding-block-start: 1rem;
  border-block-start: 1px solid var(--color-border);
`;

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

export const LinkGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The current volume or issue: data-current. */
export const IndexAnchor = styled.span.attrs<{ $current: boolean }>(
  ({ $current }): Record<`data-${string}`, string> => ($current ? { 'data-current': '' } : {}),
)`
  display: contents;

  a {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 0.25rem;
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--color-border-strong);
    border-radius: 0.5rem;
    background: var(--color-surface);
    color: var(--color-link);
    font-weight: 600;
    text-align: center;
    text-decoration: none;
  }

  &:where([data-current]) a {
    border-color: var(--color-brand);
    background: var(--color-brand-subtle);
  }

  a:hover {
    border-color: var(--color-brand);
    color: var(--color-link-hover);
    text-decoration: underline;
  }
`;
