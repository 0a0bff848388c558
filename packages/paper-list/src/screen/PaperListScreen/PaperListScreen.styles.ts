// PaperListScreen.css.
import { classed } from '@journals/design-system/classed';

/** The screen's parts, stacked with the design's spacing; no outer margin (the layout places it). */
export const ScreenFrame = classed('section', 'pl-paper-list-screen__frame');
