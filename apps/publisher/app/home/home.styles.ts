// home.css.
import { classed } from '@journals/design-system/classed';

/** The groups of an audience tab (Benefits, Guidelines, Responsibilities): side by side from md. */
export const AudienceGroups = classed('div', 'pub-home__audience-groups');
