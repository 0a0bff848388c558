// The footer: the link blocks of site.footer ("Indexing" as plain text), the contact block
// (support e-mail, phone and hours after the environment's overrides), the copyright line and
// the social links (placeholders).
import { Footer, FooterContact, FooterCopyright, ownedSocialLinks } from '@journals/design-system';
import type { PublisherSiteConfig } from '@journals/site-config';
import { footerLink } from '@journals/site-kit/ui/navigation';
import { site } from '../site.ts';

type Contact = PublisherSiteConfig['contact'];

function PublisherContact({ contact }: { contact: Contact }) {
  return (
    <FooterContact
      heading="Contact Us"
      address={contact.address}
      emails={[{ label: 'Support', value: contact.supportEmail }]}
      phone={{ label: 'Phone', value: contact.phone }}
      hours={{ label: 'Working hours', value: contact.supportHours.text }}
    />
  );
}

/** The footer, with the contact details the server runs with (usePublisherConfig). */
export function PublisherFooter({ contact }: { contact: Contact }) {
  const { publisher } = site.names;
  return (
    <Footer
      blocks={site.footer.map((block) => ({
        heading: block.heading,
        links: block.links.map(footerLink),
      }))}
      bottom={<FooterCopyright year={site.copyrightYear} holder={publisher} />}
      social={ownedSocialLinks(publisher, site.social)}
    >
      <PublisherContact contact={contact} />
    </Footer>
  );
}
