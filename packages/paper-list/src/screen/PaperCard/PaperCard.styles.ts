// PaperCard.css.
import { classed } from '@journals/design-system/classed';

/** Title and the web-search button side by side; the button keeps its size. */
export const TitleRow = classed('div', 'pl-paper-card__title-row');

/**
 * Download PDF: a plain anchor (the file is served under the journal's prefix, outside the
 * router), dressed like the card's other actions.
 */
export const PdfAnchor = classed('a', 'pl-paper-card__pdf-anchor');
