import styled from 'styled-components';

export const ConferenceList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 56.25em) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
