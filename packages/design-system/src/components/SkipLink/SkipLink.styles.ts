import { classed } from '../../internal/classed.tsx';

/** SkipLink.css; VisuallyHidden.css hides it until focused. */
export const StyledSkipLink = classed('a', 'ds-skip-link ds-visually-hidden--focusable');
