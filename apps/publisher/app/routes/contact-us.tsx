// /contact-us: the introduction and contact details, then the contact form. Its action prepares
// the message as an e-mail to the publisher's support (see @journals/site-kit/contact). The form
// posts to the server without JavaScript too; the page hydrates for the busy button while it
// sends and the focus on the error summary after an invalid answer.
import { publisherContactUs } from '@journals/content';
import { ContactSection } from '@journals/site-kit/contact';
import { ContentPageView } from '@journals/site-kit/content';
import type { HydrationHandle } from '@journals/site-kit/document/hydration';
import { routeMeta } from '@journals/site-kit/meta';
import type { MetaArgs } from 'react-router';
import { PageBody } from '../layout/PageBody.tsx';
import { usePublisherConfig } from '../layout/publisher-settings.ts';
import { site } from '../site.ts';

export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';
export { action } from './contact-us.server.ts';

export const handle: HydrationHandle = { hydrate: true };

export function meta(args: MetaArgs) {
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
