import { TextField } from '../TextField/TextField.tsx';
import type { TextFieldProps } from '../TextField/TextField.tsx';

export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/** An e-mail address field: e-mail keyboard on phones, browser autofill, native validation. */
export function EmailField({ autoComplete = 'email', ...rest }: EmailFieldProps) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      spellCheck={false}
      {...rest}
    />
  );
}
