// Footer.css.
import { classed } from '../../internal/classed.tsx';

export const StyledFooter = classed('footer', 'ds-footer');

export const Columns = classed('div', 'ds-footer__columns');

export const BlockRoot = classed('div', 'ds-footer__block-root');

export const BlockHeading = classed('h2', 'ds-footer__block-heading');

export const LinkList = classed('ul', 'ds-footer__link-list');

export const ContactList = classed('address', 'ds-footer__contact-list');

export const Bottom = classed('div', 'ds-footer__bottom');

export const SocialList = classed('ul', 'ds-footer__social-list');
