// The footer's newsletter box (spec: an e-mail field whose Join button only clears it: no
// validation, no call). Join is the form's reset button, so it clears without JavaScript too.
// The form's default button is a hidden, disabled submit button: pressing Enter in the field
// then does nothing (HTML implicit submission), so the address is never sent anywhere.
import { Button, EmailField } from '@journals/design-system';
import { useId } from 'react';
import {
  FooterHeading,
  NewsletterBlock,
  NewsletterField,
  NewsletterForm,
  NewsletterText,
} from './JournalFooter.styles.ts';

export function NewsletterBox() {
  const headingId = useId();
  return (
    <NewsletterBlock>
      <FooterHeading id={headingId}>Newsletter</FooterHeading>
      <NewsletterText>New issues and calls for papers, straight to your inbox.</NewsletterText>
      <NewsletterForm aria-labelledby={headingId} noValidate>
        <button type="submit" disabled hidden />
        <NewsletterField>
          <EmailField label="Email address" hideLabel placeholder="Enter email address" />
        </NewsletterField>
        <Button type="reset" variant="accent">
          Join
        </Button>
      </NewsletterForm>
    </NewsletterBlock>
  );
}
