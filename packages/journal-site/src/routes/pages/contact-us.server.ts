// The contact form's action: validates the fields and answers with the prepared e-mail to the
// journal (or the fields' errors, HTTP 400). Nothing is stored or sent by the server.
import type { ActionFunctionArgs } from 'react-router';
import { data } from 'react-router';
import { site } from 'journal-site:config';
import { siteWithEnvironment } from '../../config/site-environment.server.ts';
import {
  checkContactValues,
  contactMailto,
  readContactValues,
  type ContactResult,
} from './contact/contact-message.ts';

export async function action({ request }: ActionFunctionArgs) {
  const values = readContactValues(await request.formData());
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
}
