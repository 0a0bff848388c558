import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field } from '../../internal/field/Field.tsx';
import type { FieldLabelProps } from '../../internal/field/Field.tsx';
import { TextAreaControl } from '../../internal/field/Field.styles.ts';

export interface TextAreaProps
  extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldLabelProps {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input (4 rows by default), resizable vertically. */
export function TextArea({
  label,
  hideLabel,
  hint,
  error,
  id,
  required,
  rows = 4,
  ...rest
}: TextAreaProps) {
  return (
    <Field
      id={id}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      required={required}
    >
      {(wiring) => <TextAreaControl rows={rows} required={required} {...wiring} {...rest} />}
    </Field>
  );
}
