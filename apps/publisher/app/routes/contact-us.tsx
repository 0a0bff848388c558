// /contact-us: the introduction and contact details, then the contact form. Its action prepares
// the message as an e-mail to the publisher's support (see @journals/site-kit/contact).
import { publisherContactUs } from '@journals/content';
import { ContactSection } from '@journals/site-kit/contact';
import { ContentPageView } from '@journals/site-kit/content';
import { routeMeta } from '@journals/site-kit/meta';
import type { MetaArgs } from 'react-router';
import { PageBody } from '../layout/PageBody.tsx';
import { usePublisherConfig } from '../layout/publisher-settings.ts';
import { site } from '../site.ts';

export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';
export { action } from './contact-us.server.ts';

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
