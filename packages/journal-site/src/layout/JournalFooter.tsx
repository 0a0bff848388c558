// The footer: contact details, the guideline and policy links of site.footer (legal pages in a
// new tab), the newsletter box, the copyright line and the social links.
import { Footer, Icon } from '@journals/design-system';
import { site } from 'journal-site:config';
import { ContactBlock, ContactItem, ContactList, FooterHeading } from './JournalFooter.styles.ts';
import { useJournalConfig } from './journal-settings.ts';
import { footerLink } from './links.ts';
import { NewsletterBox } from './NewsletterBox.tsx';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** An address that wraps after the '@' rather than mid-word in a narrow column. */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  return (
    <a href={`mailto:${address}`}>
      {at < 0 ? (
        address
      ) : (
        <>
          {address.slice(0, at + 1)}
          <wbr />
          {address.slice(at + 1)}
        </>
      )}
    </a>
  );
}

function FooterContactDetails() {
  const { contact } = useJournalConfig();
  return (
    <ContactBlock>
      <FooterHeading>Contact Us</FooterHeading>
      <ContactList>
        {contact.journalEmail ? (
          <ContactItem>
            <Icon name="mail" />
            <span>
              Journal: <Email address={contact.journalEmail} />
            </span>
          </ContactItem>
        ) : null}
        <ContactItem>
          <Icon name="mail" />
          <span>
            Support: <Email address={contact.supportEmail} />
          </span>
        </ContactItem>
        <ContactItem>
          <Icon name="phone" />
          <span>
            Phone: <a href={telHref(contact.phone)}>{contact.phone}</a>
          </span>
        </ContactItem>
        <ContactItem>
          <Icon name="info" />
          <span>Support hours: {contact.supportHours.text}</span>
        </ContactItem>
      </ContactList>
    </ContactBlock>
  );
}

export function JournalFooter() {
  const { names, copyrightYear } = site;
  return (
    <Footer
      blocks={site.footer.map((block) => ({
        heading: block.heading,
        links: block.links.map(footerLink),
      }))}
      bottom={
        <p>
          © {copyrightYear} {names.title} ({names.acronym}). All rights reserved.
        </p>
      }
      social={site.social.map((link) => ({
        network: link.network,
        label: `${names.acronym} on ${link.label}`,
        href: link.href,
      }))}
    >
      <FooterContactDetails />
      <NewsletterBox />
    </Footer>
  );
}
