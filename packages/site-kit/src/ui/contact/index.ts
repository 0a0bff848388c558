// The contact form every site's contact page shows (its action: contact-action.server.ts).
export { ContactSection } from './ContactSection.tsx';
export type { ContactSectionProps } from './ContactSection.tsx';
export type { ContactResult } from './contact-message.ts';
