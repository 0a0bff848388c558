// Steps.css.
import { classed } from '../../internal/classed.tsx';

export const List = classed('ol', 'ds-steps__list');

export const Item = classed('li', 'ds-steps__item');

export const Body = classed('div', 'ds-steps__body');

export const Title = classed('p', 'ds-steps__title');

export const Description = classed('div', 'ds-steps__description');
