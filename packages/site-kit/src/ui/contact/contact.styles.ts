// The contact form and its confirmation: the busy Send button's spinner and words (hidden until
// contact-form.ts reveals them), the error summary, the confirmation with the message sent, and
// the form's column.
import { buttonSpinner } from '@journals/design-system';
import styled from 'styled-components';

/**
 * The Send button's spinner while the enhancement script (contact-form.ts) shows it busy: the
 * design system Button's own, hidden until the script reveals it.
 */
export const BusySpinner = styled.span`
  ${buttonSpinner}

  &[hidden] {
    display: none;
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
  gap: 0.5rem;
  padding: 1rem;
  border: 2px solid var(--color-danger);
  border-radius: 0.5rem;
  background: var(--color-danger-subtle);

  ul {
    margin: 0;
    padding-inline-start: 1.5rem;
  }
  a {
    color: var(--color-danger);
  }
`;

export const Confirmation = styled.div`
  padding: 1.5rem;
  border: 1px solid var(--color-border);
  border-inline-start: 4px solid var(--color-success);
  border-radius: 0.75rem;
  background: var(--color-success-subtle);

  h2 svg {
    color: var(--color-success);
  }
  h2:focus {
    outline: none;
  }
`;

export const MessageSummary = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: 0.5rem 1rem;
  margin: 0;

  dt {
    font-weight: 600;
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
  gap: 1rem;
  max-width: 48rem;
`;
