// The footer: the link blocks of site.footer ("Indexing" as plain text), the contact block
// (support e-mail, phone and hours after the environment's overrides), the copyright line and
// the social links (placeholders).
import { Footer, FooterContact } from '@journals/design-system';
import { footerLink } from '@journals/site-kit/navigation';
import { site } from '../site.ts';
import { usePublisherConfig } from './publisher-settings.ts';

function PublisherContact() {
  const { contact } = usePublisherConfig();
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

export function PublisherFooter() {
  const { names, copyrightYear } = site;
  return (
    <Footer
      blocks={site.footer.map((block) => ({
        heading: block.heading,
        links: block.links.map(footerLink),
      }))}
      bottom={
        <p>
          © {copyrightYear} {names.publisher}. All rights reserved.
        </p>
      }
      social={site.social.map((link) => ({
        network: link.network,
        label: `${names.publisher} on ${link.label}`,
        href: link.href,
      }))}
    >
      <PublisherContact />
    </Footer>
  );
}
