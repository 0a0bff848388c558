import styled from 'styled-components';
import { StyledButton } from '../Button/Button.styles.ts';

/** The button, square: its rules come after the button's, so they win. */
export const StyledIconButton = styled(StyledButton)`
  min-width: 2.75rem;
  padding: 0;
  font-size: 1rem;
  &:where([data-size='sm']) {
    min-width: 2rem;
  }
  &:where([data-size='lg']) {
    min-width: 3.25rem;
    font-size: 1.25rem;
  }
`;
