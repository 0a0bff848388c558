import styled from 'styled-components';
import { dataAttributes } from '../../internal/data-attributes.ts';
import { SmartAnchor } from '../../internal/SmartAnchor.tsx';
import { buttonModifiers, buttonStyles } from '../Button/Button.styles.ts';
import type { ButtonStyleProps } from '../Button/Button.styles.ts';

/** A link with the button's look. */
export const StyledLinkButton = styled(SmartAnchor).attrs<ButtonStyleProps>((props) =>
  dataAttributes(buttonModifiers(props)),
)`
  ${buttonStyles}
`;
