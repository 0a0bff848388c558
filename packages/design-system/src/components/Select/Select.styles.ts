import styled from 'styled-components';
import { controlCss } from '../../internal/field/Field.styles.ts';

export const SelectFrame = styled.div`
  position: relative;
  min-width: 0;

  svg {
    position: absolute;
    top: 50%;
    right: ${({ theme }) => theme.space[3]};
    transform: translateY(-50%);
    pointer-events: none;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const SelectControl = styled.select`
  ${controlCss}
  appearance: none;
  padding-inline-end: 2.5rem;
  cursor: pointer;
`;
