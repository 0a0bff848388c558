// LoadFailure.css.
import { classed } from '@journals/design-system/classed';

export const FailureBox = classed('div', 'js-load-failure__failure-box');
