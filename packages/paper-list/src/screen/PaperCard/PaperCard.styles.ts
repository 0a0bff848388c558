import styled from 'styled-components';

/** Title and the web-search button side by side; the button keeps its size. */
export const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;

  & > :last-child {
    flex: none;
  }
`;

/**
 * Download PDF: a plain anchor (the file is served under the journal's prefix, outside the
 * router), dressed like the card's other actions.
 */
export const PdfAnchor = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.5rem 1rem;
  border: 2px solid var(--color-brand);
  border-radius: 0.5rem;
  background: var(--color-brand);
  color: var(--color-on-brand);
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;

  &:hover {
    border-color: var(--color-brand-strong);
    background: var(--color-brand-strong);
  }

  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
`;
