// /contact-us: the introduction and contact details, then the contact form. Its action prepares
// the message as an e-mail to the journal (see @journals/site-kit/contact).
import { ContactSection } from '@journals/site-kit/contact';
import { journalContactUs } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export default function ContactUs() {
  return (
    <TextPage page={journalContactUs}>
      <ContactSection recipient="the editorial office" />
    </TextPage>
  );
}
