// topics.css.
import { classed } from '@journals/design-system/classed';

export const TopicList = classed('ul', 'js-topics__topic-list');
