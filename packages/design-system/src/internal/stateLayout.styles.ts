// The shared look of the loading, empty, error and not-found states (stateLayout.css).
import { classed } from './classed.tsx';

export const StateRoot = classed('div', 'ds-state');

/** The tone is a data attribute: muted (the default look), brand or danger. */
export const StateIcon = classed<'div', { $tone: 'brand' | 'danger' | 'muted' }>(
  'div',
  'ds-state__icon',
  ({ $tone }) => ({ 'data-tone': $tone === 'muted' ? undefined : $tone }),
);

export const StateText = classed('p', 'ds-state__text');

export const StateActions = classed('div', 'ds-state__actions');

export const LoadingSpinner = classed('span', 'ds-state__spinner');

export const BigNumber = classed('p', 'ds-state__number');
