// The enhancement script that opens a page at a section without hydrating
// (src/navigation/scroll-target.ts), on the markers the server writes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bringScrollTargetIntoView } from '../src/ui/navigation/scroll-target.ts';

let scrolled: Element[];

beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('bringScrollTargetIntoView', () => {
  it('scrolls to the element the marker names and focuses it, focusable by script only', () => {
    document.body.innerHTML = `
      <main data-scroll-target="article-withdrawal">
        <h1>Ethics</h1><h2 id="plagiarism">Plagiarism</h2><h2 id="article-withdrawal">Withdrawal</h2>
      </main>`;
    const heading = document.getElementById('article-withdrawal');
    expect(bringScrollTargetIntoView()).toBe(heading);
    expect(scrolled).toEqual([heading]);
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
  });

  it('keeps the tabindex the element has', () => {
    document.body.innerHTML = `
      <article data-scroll-target="references"><section id="references" tabindex="0"></section></article>`;
    bringScrollTargetIntoView();
    expect(document.getElementById('references')?.getAttribute('tabindex')).toBe('0');
  });

  it('does nothing without a marker or when the element is missing', () => {
    document.body.innerHTML = `<main><h2 id="references">References</h2></main>`;
    expect(bringScrollTargetIntoView()).toBeNull();
    document.body.innerHTML = `<main data-scroll-target="nowhere"><h2 id="x">X</h2></main>`;
    expect(bringScrollTargetIntoView()).toBeNull();
    expect(scrolled).toEqual([]);
    expect(document.activeElement).toBe(document.body);
  });
});
