// /contact-us: the introduction and contact details, then the contact form. Its action prepares
// the message as an e-mail to the journal (see contact/contact-message.ts).
import { Heading, Text } from '@journals/design-system';
import { useId } from 'react';
import { useActionData } from 'react-router';
import { ContactConfirmation } from './contact/ContactConfirmation.tsx';
import { ContactForm } from './contact/ContactForm.tsx';
import type { ContactResult } from './contact/contact-message.ts';
import { FormSection } from './contact/contact.styles.ts';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '../../layout/RouteErrorScreen.tsx';

export default function ContactUs() {
  const result = useActionData<ContactResult>();
  const headingId = useId();
  return (
    <TextPage route="/contact-us">
      <FormSection aria-labelledby={headingId} id="send-message">
        <Heading level={2} id={headingId}>
          Send us a message
        </Heading>
        {result?.status === 'ready' ? (
          <ContactConfirmation result={result} />
        ) : (
          <>
            <Text tone="muted">
              Write your message below. We will prepare it as an e-mail to the editorial office for
              you to send from your own e-mail app.
            </Text>
            <ContactForm result={result} />
          </>
        )}
      </FormSection>
    </TextPage>
  );
}
