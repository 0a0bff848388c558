// SearchBox.css; the input also wears the field control's class (Field.css).
import { classed } from '../../internal/classed.tsx';
import { controlClass } from '../../internal/field/Field.styles.ts';

export const Form = classed('form', 'ds-search');

export const Label = classed('label', 'ds-search__label');

export const Row = classed('div', 'ds-search__row');

/** The box's frame; its style carries --placeholder-length (see SearchBox.css). */
export const InputFrame = classed('div', 'ds-search__frame');

export const SearchInput = classed('input', `${controlClass} ds-search__input`);

export const Buttons = classed('div', 'ds-search__buttons');
