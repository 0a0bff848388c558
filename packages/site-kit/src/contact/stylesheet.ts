// The contact form's static CSS file, for a site app's Vite config (`siteAppViteConfig`'s
// `stylesheets`): node only, imported at build time, never by the app's own modules.
import { fileURLToPath } from 'node:url';

/** Absolute path of contact.css (the form, its errors and the confirmation). */
export const contactStylesheet: string = fileURLToPath(new URL('./contact.css', import.meta.url));
