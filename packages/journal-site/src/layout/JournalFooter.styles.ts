// JournalFooter.css.
import { classed } from '@journals/design-system/classed';

export const NewsletterBlock = classed('div', 'js-journal-footer__newsletter-block');

export const FooterHeading = classed('h2', 'js-journal-footer__footer-heading');

export const NewsletterForm = classed('form', 'js-journal-footer__newsletter-form');

export const NewsletterField = classed('div', 'js-journal-footer__newsletter-field');

export const NewsletterText = classed('p', 'js-journal-footer__newsletter-text');
