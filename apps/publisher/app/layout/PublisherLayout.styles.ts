// PublisherLayout.css.
import { classed } from '@journals/design-system/classed';

export const Main = classed('main', 'pub-publisher-layout__main');
