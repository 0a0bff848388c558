import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, inject } from 'vitest';

// Each list waits for the reference server and renders a full screen in jsdom: on a busy machine
// (every package's tests at once) that can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has <dialog> but not its modal methods: open and close it as browsers do (without the top
// layer and inertness, which only a browser has; the design system tests those in Chromium).
const dialog = globalThis.HTMLDialogElement?.prototype;
if (dialog && typeof dialog.showModal !== 'function') {
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialog.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
}

afterEach(() => {
  cleanup();
});

// The site stylesheet a journal's build writes (site-stylesheet.global.ts) in <head> for every
// test, so jsdom computes the display values a browser does (accessible names of flex children,
// the phone controls hidden).
const styles = document.createElement('style');
styles.dataset.source = 'site stylesheet';
styles.textContent = inject('siteStylesheet');
document.head.append(styles);
