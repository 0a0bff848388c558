// The parts every form field shares: label, hint, error and the control's box.
import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.styles.ts';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const Label = styled.label<{ $hidden: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

export const RequiredMark = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-inline-start: 0.15em;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const ErrorMessage = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

export const controlCss = css`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.snug};

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }

  &:hover:not(:disabled, [readonly]) {
    border-color: ${({ theme }) => theme.color.text};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.color.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    border-width: 2px;
  }

  &:disabled {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }

  &[readonly] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

export const Input = styled.input`
  ${controlCss}
`;

export const TextAreaControl = styled.textarea`
  ${controlCss}
  resize: vertical;
`;
