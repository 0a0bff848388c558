// The home page's own styles.
import styled from 'styled-components';

/** The groups of an audience tab (Benefits, Guidelines, Responsibilities): side by side from md. */
export const AudienceGroups = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;

  @media (min-width: 56.25em) {
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  }

  ul {
    margin: 0.5rem 0 0;
    padding-inline-start: 1.5rem;
  }
  li + li {
    margin-top: 0.5rem;
  }
`;
