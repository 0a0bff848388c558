import styled from 'styled-components';
import { visuallyHiddenUntilFocused } from '../VisuallyHidden/VisuallyHidden.styles.ts';

export const StyledSkipLink = styled.a`
  ${visuallyHiddenUntilFocused}
  position: fixed;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndex.skipLink};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow.md};
`;
