// The footer: contact details, the guideline and policy links of site.footer (legal pages in a
// new tab), the newsletter box, the copyright line and the social links.
import { Footer, FooterContact, FooterCopyright, ownedSocialLinks } from '@journals/design-system';
import { site } from 'journal-site:config';
import type { FrameSettings } from './journal-settings.ts';
import { footerLink } from '@journals/site-kit/ui/navigation';
import { NewsletterBox } from './NewsletterBox.tsx';

function JournalContact({ contact }: Pick<FrameSettings['config'], 'contact'>) {
  return (
    <FooterContact
      heading="Contact Us"
      emails={[
        ...(contact.journalEmail ? [{ label: 'Journal', value: contact.journalEmail }] : []),
        { label: 'Support', value: contact.supportEmail },
      ]}
      phone={{ label: 'Phone', value: contact.phone }}
      hours={{ label: 'Support hours', value: contact.supportHours.text }}
    />
  );
}

export function JournalFooter({ config }: Pick<FrameSettings, 'config'>) {
  const { title, acronym } = site.names;
  return (
    <Footer
      blocks={site.footer.map((block) => ({
        heading: block.heading,
        links: block.links.map(footerLink),
      }))}
      bottom={<FooterCopyright year={site.copyrightYear} holder={title} acronym={acronym} />}
      social={ownedSocialLinks(acronym, site.social)}
    >
      <JournalContact contact={config.contact} />
      <NewsletterBox />
    </Footer>
  );
}
