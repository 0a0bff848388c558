import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, splitFieldProps } from '../../internal/field/Field.tsx';
import type { FieldLabelProps } from '../../internal/field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { SelectControl, SelectFrame } from './Select.styles.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'multiple'>, FieldLabelProps {
  options: SelectOption[];
  /** A first, empty choice ("Choose a volume"). */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select: keyboard, screen reader and phone pickers work as the platform does. */
export function Select({ options, placeholder, ...props }: SelectProps) {
  const [field, rest] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(wiring) => (
        <SelectFrame>
          <SelectControl required={field.required} {...wiring} {...rest}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </SelectControl>
          <Icon name="chevronDown" />
        </SelectFrame>
      )}
    </Field>
  );
}
