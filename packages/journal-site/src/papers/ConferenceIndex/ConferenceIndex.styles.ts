// ConferenceIndex.css.
import { classed } from '@journals/design-system/classed';

export const ConferenceList = classed('ul', 'js-conference-index__conference-list');
