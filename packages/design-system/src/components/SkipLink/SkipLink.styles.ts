import styled from 'styled-components';
import { visuallyHiddenUnlessFocused } from '../VisuallyHidden/VisuallyHidden.styles.ts';

/** Hidden until focused, then fixed at the top left. */
export const StyledSkipLink = styled.a`
  position: fixed;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 500;
  padding: 0.5rem 1rem;
  border-radius: 0.5rem;
  background: var(--color-brand);
  color: var(--color-on-brand);
  font-weight: 600;
  text-decoration: none;
  box-shadow: var(--shadow-md);

  ${visuallyHiddenUnlessFocused}
`;
