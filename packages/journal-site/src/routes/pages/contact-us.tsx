// /contact-us: the introduction and contact details, then the contact form. Its action prepares
// the message as an e-mail to the journal (see @journals/site-kit/ui/contact). The form posts to the
// server without JavaScript too; the page does not hydrate: the busy button while it sends and the
// focus on the error summary (or the prepared e-mail) come from its enhancement script,
// @journals/site-kit's ui/contact/contact-form.ts.
import { ContactSection } from '@journals/site-kit/ui/contact';
import contactFormScript from '@journals/site-kit/ui/contact/contact-form.ts?enhance';
import { journalContactUs } from '@journals/content';
import type { JournalRouteHandle } from '../../layout/route-handle.ts';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/ui/errors';

export const handle: JournalRouteHandle = { enhance: [contactFormScript] };

export default function ContactUs() {
  return (
    <TextPage page={journalContactUs}>
      <ContactSection recipient="the editorial office" />
    </TextPage>
  );
}

// The route's server half: React Router keeps it out of the browser's build.
export { action } from './contact-us.server.ts';
