// audience-tabs.css: a bar of tabs (links without the script, ARIA tabs with it: the same
// elements, see audience-tabs.ts), scrolling sideways when it is wider than a phone.
import { classed } from '@journals/design-system/classed';

export const TabsRoot = classed('div', 'pub-audience-tabs');

export const TabBar = classed('ul', 'pub-audience-tabs__bar');

export const TabLink = classed('a', 'pub-audience-tabs__tab');

export const TabPanel = classed('div', 'pub-audience-tabs__panel');
