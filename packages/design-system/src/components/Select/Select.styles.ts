// A native select in the field control's box, with its own chevron.
import styled from 'styled-components';
import { SelectControlBox } from '../../internal/field/Field.styles.ts';

export const SelectFrame = styled.div`
  position: relative;
  min-width: 0;

  svg {
    position: absolute;
    top: 50%;
    right: 0.75rem;
    transform: translateY(-50%);
    pointer-events: none;
    color: var(--color-text-muted);
  }
`;

/** The field control's box, refined: these rules come after the control's, so they win. */
export const SelectControl = styled(SelectControlBox)`
  appearance: none;
  padding-inline-end: 2.5rem;
  cursor: pointer;
`;
