import styled from 'styled-components';

/** The page's one h1 and its lead, above a hairline. */
export const HeadingRoot = styled.header`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  max-width: 70ch;
  padding-bottom: 1.5rem;
  border-bottom: 1px solid var(--color-border);
`;
