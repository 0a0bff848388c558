// Label, hint and error around one control, wired with ids for assistive technology.
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon/Icon.tsx';
import { ErrorMessage, FieldRoot, HiddenLabel, Hint, Label, RequiredMark } from './Field.styles.ts';

export interface FieldLabelProps {
  /** The visible label (required: every control is named). */
  label: ReactNode;
  /** Keep the label for screen readers only (when the design shows no label). */
  hideLabel?: boolean;
  /** Help text under the label. */
  hint?: ReactNode;
  /** An error message; marks the control invalid. */
  error?: ReactNode;
}

export interface ControlWiring {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** What a field takes besides its control: the label's props, the control's id and `required`. */
export interface FieldOwnProps extends FieldLabelProps {
  id?: string;
  required?: boolean;
}

interface FieldProps extends FieldOwnProps {
  children: (wiring: ControlWiring) => ReactNode;
}

/**
 * A field component's props split in two: the Field's own and the rest, for its control (which
 * gets `required` too, from the Field's own).
 */
export function splitFieldProps<Props extends FieldOwnProps>({
  label,
  hideLabel,
  hint,
  error,
  id,
  required,
  ...control
}: Props) {
  return [{ label, hideLabel, hint, error, id, required }, control] as const;
}

export function Field({
  id,
  label,
  hideLabel = false,
  hint,
  error,
  required,
  children,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const FieldLabel = hideLabel ? HiddenLabel : Label;
  return (
    <FieldRoot>
      <FieldLabel htmlFor={controlId}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </FieldLabel>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {error ? (
        <ErrorMessage id={errorId}>
          <Icon name="alert" />
          {error}
        </ErrorMessage>
      ) : null}
    </FieldRoot>
  );
}
