// The parts every form field shares (Field.css): label, hint, error and the control's box.
import { classed } from '../classed.tsx';

export const FieldRoot = classed('div', 'ds-field');

export const Label = classed('label', 'ds-field__label');

export const RequiredMark = classed('span', 'ds-field__required');

export const Hint = classed('p', 'ds-field__hint');

export const ErrorMessage = classed('p', 'ds-field__error');

/** The class of a control's box; a component adds its own class after it. */
export const controlClass = 'ds-field__control';

export const Input = classed('input', controlClass);

export const TextAreaControl = classed('textarea', controlClass);
