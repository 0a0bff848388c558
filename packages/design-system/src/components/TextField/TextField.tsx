import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from '../../internal/field/Field.tsx';
import type { FieldLabelProps } from '../../internal/field/Field.tsx';
import { Input } from '../../internal/field/Field.styles.ts';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'>, FieldLabelProps {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'password';
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input with optional hint and error. */
export function TextField({
  label,
  hideLabel,
  hint,
  error,
  id,
  required,
  type = 'text',
  ...rest
}: TextFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      required={required}
    >
      {(wiring) => <Input type={type} required={required} {...wiring} {...rest} />}
    </Field>
  );
}
