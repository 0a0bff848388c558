// The page frame's main container: the skip link's and the scroll-to-top button's target.
import styled from 'styled-components';

export const Main = styled.main`
  min-width: 0;
  scroll-margin-top: 5rem;

  &:focus {
    outline: none;
  }
`;
