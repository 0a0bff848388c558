// What the form answers with: the message as an e-mail to the site, ready in the reader's
// own mail app (the site sends nothing itself, so nothing is lost silently). Its heading takes
// the focus: by this component on a hydrated page, by contact-form.ts (data-contact-focus) on one
// that does not hydrate.
import { Heading, Icon, Link, LinkButton, Stack, Text } from '@journals/design-system';
import { useEffect, useRef } from 'react';
import type { ContactResult } from './contact-message.ts';
import { Confirmation, MessageSummary } from './contact.styles.ts';

export function ContactConfirmation({
  result,
}: {
  result: Extract<ContactResult, { status: 'ready' }>;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { message, to } = result;
  return (
    <Confirmation role="status">
      <Stack gap={4}>
        <Heading level={2} size="xl" ref={headingRef} tabIndex={-1} data-contact-focus="">
          <Icon name="check" /> Your message is ready to send
        </Heading>
        <Text>
          Thank you{message.firstName ? `, ${message.firstName}` : ''}. This website does not send
          e-mail itself: choose <strong>Send by e-mail</strong> to open your e-mail app with your
          message to <Link href={`mailto:${to}`}>{to}</Link>, ready to send.
        </Text>
        <div>
          <LinkButton href={result.mailto} startIcon={<Icon name="mail" />}>
            Send by e-mail
          </LinkButton>
        </div>
        <MessageSummary>
          {message.firstName ? (
            <>
              <dt>First name</dt>
              <dd>{message.firstName}</dd>
            </>
          ) : null}
          {message.email ? (
            <>
              <dt>Email</dt>
              <dd>{message.email}</dd>
            </>
          ) : null}
          {message.phone ? (
            <>
              <dt>Phone</dt>
              <dd>{message.phone}</dd>
            </>
          ) : null}
          <dt>Message</dt>
          <dd>{message.message}</dd>
        </MessageSummary>
        <Link href="/contact-us" variant="standalone">
          Write another message
        </Link>
      </Stack>
    </Confirmation>
  );
}
