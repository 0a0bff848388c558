// NavigationProgress.css.
import { classed } from '@journals/design-system/classed';

export const ProgressBar = classed('div', 'js-navigation-progress__bar');
