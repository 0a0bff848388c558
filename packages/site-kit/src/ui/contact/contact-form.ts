// The enhancement script of the contact pages, which do not hydrate (handle.enhance of each
// site's contact-us route, docs/adr/014-hydration-per-route.md): the form posts to the route's
// action as a plain form, and this script adds what the hydrated ContactForm does:
// - after a post, the focus on what the server answered: the error summary of an invalid message,
//   or the heading of the prepared e-mail (the element marked data-contact-focus);
// - while the form is sent, the busy Send button: aria-busy and aria-disabled, its spinner and
//   ", Preparing your message" (rendered hidden in the server HTML, data-busy-spinner and
//   data-busy-label), a second submit ignored; back to normal when the browser shows the page
//   again from its back-forward cache.
// Without a script the form posts all the same. Standalone: it imports nothing (the ?enhance
// build refuses imports).

/** Shows the submit button busy (or not): the design system Button's busy state. */
export function showBusy(button: HTMLButtonElement, busy: boolean): void {
  if (busy) {
    button.setAttribute('aria-busy', 'true');
    button.setAttribute('aria-disabled', 'true');
  } else {
    button.removeAttribute('aria-busy');
    button.removeAttribute('aria-disabled');
  }
  for (const part of button.querySelectorAll<HTMLElement>('[data-busy-spinner], [data-busy-label]'))
    part.hidden = !busy;
}

/** Enhances the page's contact form once; returns whether there was one to enhance. */
export function enhanceContactForm(root: Document = document): boolean {
  const form = root.querySelector<HTMLFormElement>('form[data-contact-form]');
  if (form && form.dataset.contactReady === undefined) {
    form.dataset.contactReady = '';
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    form.addEventListener('submit', (event) => {
      if (!button) return;
      if (button.getAttribute('aria-busy') === 'true') {
        event.preventDefault();
        return;
      }
      showBusy(button, true);
    });
    root.defaultView?.addEventListener('pageshow', (event) => {
      if (event.persisted && button) showBusy(button, false);
    });
  }
  root.querySelector<HTMLElement>('[data-contact-focus]')?.focus();
  return form !== null;
}

enhanceContactForm();
