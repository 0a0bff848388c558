// The contact form: first name, e-mail, phone and message, none marked required (spec). A React
// Router <Form method="post">: a plain form post without JavaScript. The busy Send button while
// it sends and the focus on the error summary come from this component on a page that hydrates
// (a client navigation from a hydrated page), and from the enhancement script contact-form.ts on
// the contact pages themselves, which do not hydrate: it works on the markers written here
// (data-contact-form, data-contact-focus, and the Send button's hidden spinner and busy label).
import {
  Button,
  EmailField,
  Link,
  Stack,
  TelField,
  Text,
  TextArea,
  TextField,
} from '@journals/design-system';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import type { ContactFieldName, ContactResult, ContactValues } from './contact-message.ts';
import { BusyLabel, BusySpinner, ErrorSummary } from './contact.styles.ts';

/** What the busy Send button says after its label (for screen readers). */
const busyLabel = 'Preparing your message';

const labels: Record<ContactFieldName, string> = {
  firstName: 'First name',
  email: 'Email',
  phone: 'Phone',
  message: 'Message',
};

const fieldId = (name: ContactFieldName) => `contact-${name}`;

export function ContactForm({
  result,
}: {
  result: Extract<ContactResult, { status: 'invalid' }> | undefined;
}) {
  const navigation = useNavigation();
  const sending =
    navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const summaryRef = useRef<HTMLDivElement>(null);
  const errors = result?.errors ?? {};
  const values: Partial<ContactValues> = result?.values ?? {};
  const errorNames = (Object.keys(labels) as ContactFieldName[]).filter((name) => errors[name]);

  useEffect(() => {
    if (result) summaryRef.current?.focus();
  }, [result]);

  // A changed result remounts the fields so they show the values the server received.
  const key = result ? JSON.stringify(result.values) : 'empty';
  return (
    <Form method="post" noValidate aria-label="Contact form" data-contact-form="">
      <Stack gap={4} key={key}>
        {errorNames.length > 0 ? (
          <ErrorSummary ref={summaryRef} tabIndex={-1} role="alert" data-contact-focus="">
            <Text weight="semibold">Please check the form:</Text>
            <ul>
              {errorNames.map((name) => (
                <li key={name}>
                  <Link href={`#${fieldId(name)}`}>
                    {labels[name]}: {errors[name]}
                  </Link>
                </li>
              ))}
            </ul>
          </ErrorSummary>
        ) : null}
        <TextField
          id={fieldId('firstName')}
          name="firstName"
          label={labels.firstName}
          autoComplete="given-name"
          defaultValue={values.firstName}
          error={errors.firstName}
        />
        <EmailField
          id={fieldId('email')}
          name="email"
          label={labels.email}
          defaultValue={values.email}
          error={errors.email}
        />
        <TelField
          id={fieldId('phone')}
          name="phone"
          label={labels.phone}
          defaultValue={values.phone}
          error={errors.phone}
        />
        <TextArea
          id={fieldId('message')}
          name="message"
          label={labels.message}
          rows={4}
          defaultValue={values.message}
          error={errors.message}
        />
        <div>
          {/* The script's busy state: the hidden spinner and label it reveals (the hydrated
              Button shows its own when busy, in their place). */}
          <Button
            type="submit"
            busy={sending}
            busyLabel={busyLabel}
            startIcon={<BusySpinner aria-hidden="true" hidden data-busy-spinner="" />}
            endIcon={<BusyLabel hidden data-busy-label="">{`, ${busyLabel}`}</BusyLabel>}
          >
            Send Message
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
