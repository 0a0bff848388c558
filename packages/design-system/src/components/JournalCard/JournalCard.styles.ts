// JournalCard.css.
import { classed } from '../../internal/classed.tsx';

export const Facts = classed('dl', 'ds-journal-card__facts');

export const FullTitle = classed('p', 'ds-journal-card__full-title');
