import type { InputHTMLAttributes, Ref } from 'react';
import { Field, splitFieldProps } from '../../internal/field/Field.tsx';
import type { FieldLabelProps } from '../../internal/field/Field.tsx';
import { Input } from '../../internal/field/Field.styles.ts';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'>, FieldLabelProps {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'password';
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input with optional hint and error. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const [field, rest] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(wiring) => <Input type={type} required={field.required} {...wiring} {...rest} />}
    </Field>
  );
}
