// CopyField.css; the value also wears the field control's class (Field.css).
import { classed } from '../../internal/classed.tsx';
import { controlClass } from '../../internal/field/Field.styles.ts';

export const Row = classed('div', 'ds-copy-field');

export const ValueInput = classed('input', `${controlClass} ds-copy-field__value`);
