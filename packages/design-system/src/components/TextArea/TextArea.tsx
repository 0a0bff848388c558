import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, splitFieldProps } from '../../internal/field/Field.tsx';
import type { FieldLabelProps } from '../../internal/field/Field.tsx';
import { TextAreaControl } from '../../internal/field/Field.styles.ts';

export interface TextAreaProps
  extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldLabelProps {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input (4 rows by default), resizable vertically. */
export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  const [field, rest] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(wiring) => <TextAreaControl rows={rows} required={field.required} {...wiring} {...rest} />}
    </Field>
  );
}
