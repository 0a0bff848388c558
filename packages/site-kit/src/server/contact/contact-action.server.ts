// The contact form's action: validates the fields and answers with the prepared e-mail to the
// site (or the fields' errors, HTTP 400). Nothing is stored or sent by the server. A post that is
// not a form, or larger than one, answers 415 or 413 (readFormBody).
import type { SiteConfig } from '@journals/site-config';
import { data, type ActionFunctionArgs } from 'react-router';
import { siteWithEnvironment } from '../config/site-environment.server.ts';
import { readFormBody } from '../form-body.server.ts';
import {
  checkContactValues,
  contactMailto,
  readContactValues,
  type ContactResult,
} from '../../ui/contact/contact-message.ts';

/** The action of a site's contact page: the message goes to the journal's e-mail, else support. */
export function contactAction(site: SiteConfig) {
  return async function action({ request }: ActionFunctionArgs) {
    const values = readContactValues(await readFormBody(request));
    const checked = checkContactValues(values);
    if (!checked.ok) {
      return data<ContactResult>(
        { status: 'invalid', values, errors: checked.errors },
        { status: 400 },
      );
    }
    const { contact } = siteWithEnvironment(site);
    const to = contact.journalEmail ?? contact.supportEmail;
    return data<ContactResult>({
      status: 'ready',
      message: checked.message,
      to,
      mailto: contactMailto(to, checked.message, site.names.acronym),
    });
  };
}
