// contact.css (in the site stylesheet through ./stylesheet.ts).
import { classed } from '@journals/design-system/classed';

/**
 * The Send button's spinner while the enhancement script (contact-form.ts) shows it busy: the
 * look of the design system Button's own (hidden until the script reveals it).
 */
export const BusySpinner = classed('span', 'sk-contact__busy-spinner');

/** The busy Send button's words for screen readers only (hidden until the script reveals them). */
export const BusyLabel = classed('span', 'sk-contact__busy-label');

export const ErrorSummary = classed('div', 'sk-contact__error-summary');

export const Confirmation = classed('div', 'sk-contact__confirmation');

export const MessageSummary = classed('dl', 'sk-contact__message-summary');

export const FormSection = classed('section', 'sk-contact__form-section');
