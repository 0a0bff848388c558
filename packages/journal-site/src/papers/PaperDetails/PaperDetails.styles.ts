// PaperDetails.css.
import { classed } from '@journals/design-system/classed';

export const DetailsArticle = classed('article', 'js-paper-details__article');

export const DetailsHeader = classed('header', 'js-paper-details__header');

export const AuthorList = classed('ul', 'js-paper-details__authors');

export const Facts = classed('dl', 'js-paper-details__facts');

export const Actions = classed('div', 'js-paper-details__actions');

export const SectionNav = classed('nav', 'js-paper-details__section-nav');

export const DetailsSection = classed('section', 'js-paper-details__section');

export const ReferenceList = classed('ol', 'js-paper-details__references');

export const PlainList = classed('ul', 'js-paper-details__plain-list');

export const Citation = classed('p', 'js-paper-details__citation');

export const CitationEntry = classed('div', 'js-paper-details__citation-entry');

export const CitationFiles = classed('ul', 'js-paper-details__citation-files');
