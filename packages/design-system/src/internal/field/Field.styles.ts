// The parts every form field shares: label, hint, error and the control's box. A component that
// refines the control (Select, CopyField, SearchBox) wraps `Input` (`styled(Input)`): its rules
// are defined after these, so they win at equal specificity.
import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.styles.ts';
import { outlinedControlBox } from '../control-box.ts';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 600;
`;

/** The label kept for screen readers only (`hideLabel`). */
export const HiddenLabel = styled(Label)`
  ${visuallyHidden}
`;

export const RequiredMark = styled.span`
  color: var(--color-danger);
  margin-inline-start: 0.15em;
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

export const ErrorMessage = styled.p`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  margin: 0;
  color: var(--color-danger);
  font-size: 0.875rem;
  font-weight: 600;
`;

/** The control's box: on the input, textarea or select. */
export const controlStyles = css`
  width: 100%;
  ${outlinedControlBox}
  background: var(--color-surface);
  color: var(--color-text);
  font-size: 1rem;
  line-height: 1.35;

  &::placeholder {
    color: var(--color-text-muted);
    opacity: 1;
  }

  &:hover:not(:disabled, [readonly]) {
    border-color: var(--color-text);
  }

  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 1px;
    border-color: var(--color-focus);
  }

  &[aria-invalid='true'] {
    border-color: var(--color-danger);
    border-width: 2px;
  }

  &:disabled {
    background: var(--color-surface-muted);
    color: var(--color-text-muted);
    cursor: not-allowed;
  }

  &[readonly] {
    background: var(--color-surface-muted);
  }
`;

export const Input = styled.input`
  ${controlStyles}
`;

export const TextAreaControl = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

export const SelectControlBox = styled.select`
  ${controlStyles}
`;
