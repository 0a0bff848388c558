// /contact-us: the introduction and contact details, then the contact form. Its action prepares
// the message as an e-mail to the publisher's support (see @journals/site-kit/ui/contact). The form
// posts to the server without JavaScript too; the page does not hydrate: the busy button while it
// sends and the focus on the error summary (or the prepared e-mail) come from its enhancement
// script, @journals/site-kit's ui/contact/contact-form.ts, shared with the journals.
import { publisherContactUs } from '@journals/content';
import { ContactSection } from '@journals/site-kit/ui/contact';
import contactFormScript from '@journals/site-kit/ui/contact/contact-form.ts?enhance';
import { ContentPageView } from '@journals/site-kit/ui/content';
import type { EnhancementHandle } from '@journals/site-kit/ui/document/enhancement';
import { routeMeta } from '@journals/site-kit/ui/meta';
import { PageBody } from '../layout/PageBody.tsx';
import { usePublisherConfig } from '../layout/publisher-settings.ts';
import { site } from '../site.ts';
import type { Route } from './+types/contact-us.ts';

export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/ui/errors';
export { action } from './contact-us.server.ts';

export const handle: EnhancementHandle = { enhance: [contactFormScript] };

export function meta(args: Route.MetaArgs) {
  return routeMeta(site, args);
}

export default function ContactUs() {
  const config = usePublisherConfig();
  return (
    <PageBody>
      <ContentPageView page={publisherContactUs(config)}>
        <ContactSection recipient={`the ${config.names.publisher} support team`} />
      </ContentPageView>
    </PageBody>
  );
}
