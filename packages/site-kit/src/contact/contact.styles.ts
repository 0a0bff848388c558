import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/**
 * The Send button's spinner while the enhancement script (contact-form.ts) shows it busy: the
 * look of the design system Button's own (hidden until the script reveals it).
 */
export const BusySpinner = styled.span`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  &[hidden] {
    display: none;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 2.4s;
  }
`;

/** The busy Send button's words for screen readers only (hidden until the script reveals them). */
export const BusyLabel = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;

  &[hidden] {
    display: none;
  }
`;

export const ErrorSummary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSubtle};

  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[5]};
  }
  a {
    color: ${({ theme }) => theme.color.danger};
  }
`;

export const Confirmation = styled.div`
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 4px solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.successSubtle};

  h2 svg {
    color: ${({ theme }) => theme.color.success};
  }
  h2:focus {
    outline: none;
  }
`;

export const MessageSummary = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export const FormSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.layout.narrow};
`;
