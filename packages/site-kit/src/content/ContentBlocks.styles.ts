// ContentBlocks.css.
import { classed } from '@journals/design-system/classed';

/** An aside of a content page: a tinted box with an info icon. */
export const NoteBox = classed('div', 'sk-content-blocks__note-box');
