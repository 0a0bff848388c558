// The contact form's action: the message prepared as an e-mail to the publisher's support
// (or the fields' errors, HTTP 400). Nothing is stored or sent by the server.
import { contactAction } from '@journals/site-kit/server/contact/contact-action.server.ts';
import { site } from '../site.ts';

export const action = contactAction(site);
