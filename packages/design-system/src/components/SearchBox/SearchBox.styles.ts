import styled from 'styled-components';
import { controlCss } from '../../internal/field/Field.styles.ts';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles.ts';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const Label = styled.label<{ $hidden: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * The box is never laid out narrower than its placeholder: its basis is one `ch` per character
 * (a little more than the average character takes) plus the icon and the end padding, so on a
 * narrow screen the buttons wrap below the box instead of cutting the placeholder.
 */
export const InputFrame = styled.div<{ $placeholderLength: number }>`
  position: relative;
  flex: 1 1 max(12rem, calc(${({ $placeholderLength }) => $placeholderLength}ch + 3.5rem));
  min-width: 0;

  svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space[3]};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.color.textMuted};
    pointer-events: none;
  }
`;

export const SearchInput = styled.input`
  ${controlCss}
  padding-inline-start: 2.5rem;

  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;
