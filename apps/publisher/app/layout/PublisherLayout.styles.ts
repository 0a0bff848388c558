import styled from 'styled-components';

export const Main = styled.main`
  min-width: 0;
  scroll-margin-top: 5rem;

  &:focus {
    outline: none;
  }
`;
