import styled from 'styled-components';
import { SmartAnchor } from '../../internal/SmartAnchor.tsx';
import { buttonCss } from '../Button/Button.styles.ts';
import type { ButtonStyleProps } from '../Button/Button.styles.ts';

export const StyledLinkButton = styled(SmartAnchor)<ButtonStyleProps>`
  ${buttonCss}

  [data-new-tab-icon] {
    width: 1em;
    height: 1em;
  }
`;
