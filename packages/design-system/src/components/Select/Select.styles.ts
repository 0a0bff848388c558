// Select.css; the select also wears the field control's class (Field.css).
import { classed } from '../../internal/classed.tsx';
import { controlClass } from '../../internal/field/Field.styles.ts';

export const SelectFrame = classed('div', 'ds-select');

export const SelectControl = classed('select', `${controlClass} ds-select__control`);
