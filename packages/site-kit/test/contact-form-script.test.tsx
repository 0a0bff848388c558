// The contact pages' enhancement script (src/contact/contact-form.ts) on the form as the server
// writes it (ContactForm / ContactConfirmation rendered to HTML, no hydration).
import { SiteThemeProvider } from '@journals/design-system';
import { screen } from '@testing-library/react';

import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactConfirmation } from '../src/ui/contact/ContactConfirmation.tsx';
import { ContactForm } from '../src/ui/contact/ContactForm.tsx';
import { enhanceContactForm, showBusy } from '../src/ui/contact/contact-form.ts';
import type { ContactResult } from '../src/ui/contact/contact-message.ts';

const invalid: Extract<ContactResult, { status: 'invalid' }> = {
  status: 'invalid',
  values: { firstName: 'Asha', email: 'x', phone: '', message: '' },
  errors: { email: 'Please enter an e-mail address.', message: 'Please write your message.' },
};

const ready: Extract<ContactResult, { status: 'ready' }> = {
  status: 'ready',
  message: { firstName: 'Asha', email: 'asha@example.org', phone: '', message: 'Hello' },
  to: 'editor@journal.test',
  mailto: 'mailto:editor@journal.test?subject=Hello',
};

/** The server HTML of `ui` at /contact-us, as a page that does not hydrate receives it. */
function serverHtml(ui: ReactElement): void {
  const Stub = createRoutesStub([{ path: '/contact-us', Component: () => ui }]);
  document.body.innerHTML = renderToString(
    <SiteThemeProvider site="indjece">
      <Stub initialEntries={['/contact-us']} />
    </SiteThemeProvider>,
  );
}

const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Send Message/ });
const form = () => screen.getByRole<HTMLFormElement>('form', { name: 'Contact form' });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the contact form without a script', () => {
  it('is a plain post whose Send button is not busy and says nothing more', () => {
    serverHtml(<ContactForm result={undefined} />);
    expect(form().getAttribute('method')).toBe('post');
    const button = sendButton();
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBe(button);
    for (const part of button.querySelectorAll<HTMLElement>(
      '[data-busy-spinner], [data-busy-label]',
    ))
      expect(part.hidden).toBe(true);
  });
});

describe('enhanceContactForm', () => {
  it('shows the Send button busy while the form is sent, and ignores a second submit', () => {
    serverHtml(<ContactForm result={undefined} />);
    expect(enhanceContactForm()).toBe(true);
    const first = new Event('submit', { cancelable: true });
    form().dispatchEvent(first);
    expect(first.defaultPrevented).toBe(false);
    // (jsdom's name computation puts a space before the hidden words, as for the design system's.)
    const button = screen.getByRole('button', { name: /^Send Message ?, Preparing your message$/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector<HTMLElement>('[data-busy-spinner]')?.hidden).toBe(false);
    const second = new Event('submit', { cancelable: true });
    form().dispatchEvent(second);
    expect(second.defaultPrevented).toBe(true);
  });

  it('shows the button as before when the page comes back from the back-forward cache', () => {
    serverHtml(<ContactForm result={undefined} />);
    enhanceContactForm();
    form().dispatchEvent(new Event('submit', { cancelable: true }));
    const restored = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    expect(sendButton().getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBe(sendButton());
  });

  it('moves the focus to the error summary of an invalid message', () => {
    serverHtml(<ContactForm result={invalid} />);
    enhanceContactForm();
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(screen.getByRole('alert').textContent).toContain('Please write your message.');
  });

  it('moves the focus to the heading of the prepared e-mail', () => {
    serverHtml(<ContactConfirmation result={ready} />);
    expect(enhanceContactForm()).toBe(false);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Your message is ready to send' }),
    );
  });

  it('leaves the focus alone on the empty form, and enhances it once', () => {
    serverHtml(<ContactForm result={undefined} />);
    enhanceContactForm();
    expect(document.activeElement).toBe(document.body);
    enhanceContactForm();
    form().dispatchEvent(new Event('submit', { cancelable: true }));
    expect(sendButton().getAttribute('aria-busy')).toBe('true');
    showBusy(sendButton(), false);
    expect(sendButton().getAttribute('aria-busy')).toBeNull();
  });
});
