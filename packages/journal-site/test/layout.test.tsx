import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { data } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ChatSlot } from '../src/layout/ChatSlot.tsx';
import { JournalLayout } from '../src/layout/JournalLayout.tsx';
import { RouteErrorScreen } from '@journals/site-kit/ui/errors';
import { renderInJournal, renderRoutes } from './render.tsx';
import { journalPath, site } from './site.ts';
import { spec } from './spec-facts.ts';

function Page() {
  return <h1>A page</h1>;
}

function renderLayoutAt(path: string) {
  return renderRoutes(
    [
      {
        path: '*',
        Component: () => (
          <JournalLayout>
            <Page />
          </JournalLayout>
        ),
      },
    ],
    path,
  );
}

// The whole frame is a large DOM for jsdom: role queries skip the visibility check (hidden: true).
describe('JournalLayout', { timeout: 60_000 }, () => {
  it('frames the page: skip link, header, main, side column, footer', async () => {
    renderLayoutAt('/aim-and-scope');
    await screen.findByText('A page');
    expect(
      screen.getAllByRole('link', { name: 'Skip to main content' })[0]?.getAttribute('href'),
    ).toBe('#main');
    expect(screen.getByRole('banner', { hidden: true })).toBeTruthy();
    expect(screen.getByRole('main', { hidden: true }).id).toBe('main');
    expect(screen.getByRole('complementary', { name: 'Journal links', hidden: true })).toBeTruthy();
    expect(screen.getByRole('contentinfo', { hidden: true })).toBeTruthy();
  });

  it.each(['/privacy-policy', '/terms-and-conditions', '/refund-policy'])(
    'leaves the side column out on %s',
    async (path) => {
      renderLayoutAt(path);
      await screen.findByText('A page');
      expect(screen.queryByRole('complementary', { hidden: true })).toBeNull();
    },
  );

  it('keeps the Current Issue on the plain index without archive data, and logs in with the journal id', async () => {
    renderLayoutAt('/');
    const banner = await screen.findByRole('banner', { hidden: true });
    // The desktop menus are hidden below the desktop width, the phone menu until it opens.
    const current = within(banner).getAllByRole('link', { name: 'Current Issue', hidden: true })[0];
    expect(current?.getAttribute('href')).toBe('/current-issue');
    const login = within(banner).getAllByRole('link', { name: /^Author Login/, hidden: true })[0];
    expect(login?.getAttribute('href')).toBe(
      `${site.editorialLogin.url}?journal_id=${spec.editorialJournalId}`,
    );
    expect(login?.getAttribute('target')).toBe('_blank');
  });

  it('offers the downloads as plain download links under the prefix', async () => {
    renderLayoutAt('/');
    const side = await screen.findByRole('complementary', { name: 'Journal links', hidden: true });
    const template = within(side).getByRole('link', { name: /Manuscript Template/, hidden: true });
    expect(template.getAttribute('href')).toBe(`${journalPath}/downloads/manuscript-template.docx`);
    expect(template.hasAttribute('download')).toBe(true);
    const form = within(side).getByRole('link', { name: /Copyright Form/, hidden: true });
    expect(form.getAttribute('href')).toBe(`${journalPath}/downloads/copyright-form.pdf`);
  });

  it('lets the newsletter Join clear the field and nothing else', async () => {
    renderLayoutAt('/');
    const field = await screen.findByPlaceholderText('Enter email address');
    expect(field.getAttribute('type')).toBe('email');
    expect(field.hasAttribute('name')).toBe(false);
    fireEvent.change(field, { target: { value: 'reader@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join', hidden: true }));
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('states the copyright year and the journal name', async () => {
    renderLayoutAt('/');
    const footer = await screen.findByRole('contentinfo', { hidden: true });
    expect(footer.textContent).toContain(
      `© 2025 ${site.names.title} (${spec.acronym}). All rights reserved.`,
    );
  });

  it('lists the contact details of the config: both e-mail addresses, phone and hours', async () => {
    renderLayoutAt('/');
    const footer = await screen.findByRole('contentinfo', { hidden: true });
    const heading = within(footer).getByRole('heading', { name: 'Contact Us', hidden: true });
    const { contact } = site;
    const details = [
      ...(contact.journalEmail ? [`Journal: ${contact.journalEmail}`] : []),
      `Support: ${contact.supportEmail}`,
      `Phone: ${contact.phone}`,
      `Support hours: ${contact.supportHours.text}`,
    ];
    expect(heading.parentElement?.textContent).toBe(`Contact Us${details.join('')}`);
    expect(
      within(footer).getByRole('link', { name: contact.supportEmail, hidden: true }),
    ).toHaveProperty('href', `mailto:${contact.supportEmail}`);
  });
});

describe('RouteErrorScreen', () => {
  it('shows the 404 page for a 404', async () => {
    renderRoutes(
      [
        {
          path: '*',
          Component: () => null,
          ErrorBoundary: RouteErrorScreen,
          loader: () => {
            throw data('Not Found', { status: 404 });
          },
        },
      ],
      '/nowhere',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText("Sorry, the page you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the error screen for anything else, logs the error, and reloads the home page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(
      [
        {
          path: '*',
          Component: () => null,
          ErrorBoundary: RouteErrorScreen,
          loader: () => {
            throw new Error('API down');
          },
        },
      ],
      '/somewhere',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something Went Wrong' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Sorry, an unexpected error has occurred. Please try again later.'),
    ).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Return Home' });
    expect(home.getAttribute('href')).toBe('/');
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'API down' })),
    );
  });
});

describe('ChatSlot', () => {
  it('renders nothing and loads nothing without a provider', () => {
    const { container } = renderInJournal(<ChatSlot provider={null} />);
    expect(container.innerHTML).toBe('');
    expect(document.querySelector('script[data-chat-provider]')).toBeNull();
  });

  it('loads the launcher after hydration, and the provider script only when asked', async () => {
    const provider = { name: 'Support', scriptUrl: 'https://chat.example/widget.js' } as const;
    renderInJournal(<ChatSlot provider={provider} />);
    const launcher = await screen.findByRole('button', { name: 'Chat with Support' });
    expect(document.querySelector('script[data-chat-provider]')).toBeNull();
    fireEvent.click(launcher);
    const script = document.querySelector<HTMLScriptElement>('script[data-chat-provider]');
    expect(script?.src).toBe(provider.scriptUrl);
    script?.remove();
  });
});
