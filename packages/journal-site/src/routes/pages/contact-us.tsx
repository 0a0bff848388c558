// /contact-us: the introduction and contact details, then the contact form. Its action prepares
// the message as an e-mail to the journal (see @journals/site-kit/contact). The form posts to the
// server without JavaScript too; the page hydrates for the busy button while it sends and the
// focus on the error summary after an invalid answer.
import { ContactSection } from '@journals/site-kit/contact';
import { journalContactUs } from '@journals/content';
import type { JournalRouteHandle } from '../../layout/route-handle.ts';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export const handle: JournalRouteHandle = { hydrate: true };

export default function ContactUs() {
  return (
    <TextPage page={journalContactUs}>
      <ContactSection recipient="the editorial office" />
    </TextPage>
  );
}
