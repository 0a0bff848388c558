// The contact page's form section: the form, or once the server has checked it, the message
// prepared as an e-mail to the site (see contact-message.ts). The page's action is
// contactAction (contact-action.server.ts).
import { Heading, Text } from '@journals/design-system';
import { useId } from 'react';
import { useActionData } from 'react-router';
import { ContactConfirmation } from './ContactConfirmation.tsx';
import { ContactForm } from './ContactForm.tsx';
import type { ContactResult } from './contact-message.ts';
import { FormSection } from './contact.styles.ts';

export interface ContactSectionProps {
  /** Who the e-mail goes to, as the sentence above the form says it ("the editorial office"). */
  recipient: string;
}

export function ContactSection({ recipient }: ContactSectionProps) {
  const result = useActionData<ContactResult>();
  const headingId = useId();
  return (
    <FormSection aria-labelledby={headingId} id="send-message">
      <Heading level={2} id={headingId}>
        Send us a message
      </Heading>
      {result?.status === 'ready' ? (
        <ContactConfirmation result={result} />
      ) : (
        <>
          <Text tone="muted">
            Write your message below. We will prepare it as an e-mail to {recipient} for you to send
            from your own e-mail app.
          </Text>
          <ContactForm result={result} />
        </>
      )}
    </FormSection>
  );
}
