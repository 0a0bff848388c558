// LatestPapers.css.
import { classed } from '@journals/design-system/classed';

export const PaperList = classed('ol', 'js-latest-papers__paper-list');
