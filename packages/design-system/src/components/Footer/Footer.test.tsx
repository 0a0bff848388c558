import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { Footer, FooterBlock, FooterContact } from './Footer.tsx';

describe('Footer', () => {
  it('is the page footer with titled link lists and a bottom line', () => {
    renderWithProviders(
      <Footer
        blocks={[
          {
            heading: 'Policies',
            links: [{ label: 'Privacy Policy', href: '/privacy-policy' }, { label: 'Indexing' }],
          },
        ]}
        bottom="© 2025"
        social={[{ network: 'linkedin', label: 'On LinkedIn', href: 'https://www.linkedin.com/' }]}
      />,
    );
    const footer = screen.getByRole('contentinfo');
    const list = within(footer).getByRole('list', { name: 'Policies' });
    expect(within(list).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Indexing');
    expect(within(footer).getByText('© 2025')).toBeInTheDocument();
    expect(
      within(footer).getByRole('link', { name: 'On LinkedIn (opens in a new tab)' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders a block on its own', () => {
    renderWithProviders(<FooterBlock heading="Links" links={[{ label: 'FAQs', href: '/faqs' }]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Links' })).toBeInTheDocument();
  });

  it('turns phone and e-mail into links', () => {
    renderWithProviders(
      <FooterContact phone="+91 98765 43210" email="editor@example.org" hours="Mon to Fri" />,
    );
    expect(screen.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(screen.getByRole('link', { name: 'editor@example.org' })).toHaveAttribute(
      'href',
      'mailto:editor@example.org',
    );
    expect(screen.getByText('Mon to Fri')).toBeInTheDocument();
  });

  it('labels each of several e-mail addresses, the phone and the hours', () => {
    renderWithProviders(
      <FooterContact
        heading="Contact Us"
        emails={[
          { label: 'Journal', value: 'editor@journal.example' },
          { label: 'Support', value: 'support@journal.example' },
        ]}
        phone={{ label: 'Phone', value: '+91 00000 00000' }}
        hours={{ label: 'Support hours', value: 'Mon to Fri' }}
      />,
    );
    const contact = screen.getByRole('heading', { level: 2, name: 'Contact Us' }).parentElement;
    expect(contact).toHaveTextContent(
      'Journal: editor@journal.exampleSupport: support@journal.examplePhone: +91 00000 00000Support hours: Mon to Fri',
    );
    expect(screen.getByRole('link', { name: 'support@journal.example' })).toHaveAttribute(
      'href',
      'mailto:support@journal.example',
    );
  });
});
