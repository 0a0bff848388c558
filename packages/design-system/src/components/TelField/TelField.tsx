import { TextField } from '../TextField/TextField.tsx';
import type { TextFieldProps } from '../TextField/TextField.tsx';

export type TelFieldProps = Omit<TextFieldProps, 'type'>;

/** A phone number field: phone keypad on phones and browser autofill. */
export function TelField({ autoComplete = 'tel', ...rest }: TelFieldProps) {
  return <TextField type="tel" inputMode="tel" autoComplete={autoComplete} {...rest} />;
}
