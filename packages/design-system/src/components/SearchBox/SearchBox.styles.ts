// A search form is a field's column and label (Field.styles.ts) around a row: the box (with its
// icon) and the buttons, which wrap below it when narrow. The input is the field control with its
// own rules after the control's.
import styled from 'styled-components';
import { Input } from '../../internal/field/Field.styles.ts';

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/*
 * The box is never laid out narrower than its placeholder: its basis is one `ch` per character
 * (a little more than the average character takes) plus the icon and the end padding, so on a
 * narrow screen the buttons wrap below the box instead of cutting the placeholder. The count of
 * characters is the frame's --placeholder-length (its style).
 */
export const InputFrame = styled.div`
  position: relative;
  flex: 1 1 max(12rem, calc(var(--placeholder-length, 0) * 1ch + 3.5rem));
  min-width: 0;

  svg {
    position: absolute;
    top: 50%;
    left: 0.75rem;
    transform: translateY(-50%);
    color: var(--color-text-muted);
    pointer-events: none;
  }
`;

/* After the field control's rules (Input is defined first). */
export const SearchInput = styled(Input)`
  padding-inline-start: 2.5rem;

  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export const Buttons = styled.div`
  display: flex;
  gap: 0.5rem;
`;
