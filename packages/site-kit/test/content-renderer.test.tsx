import type { Block, ContentPage } from '@journals/content';
import { inlineToPlainText, journalPages, publisherPages } from '@journals/content';
import { indjece, publisher } from '@journals/site-config';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentBlocks } from '../src/ui/content/ContentBlocks.tsx';
import { ContentPageView } from '../src/ui/content/ContentPageView.tsx';
import { renderInSite } from './render.tsx';

function renderBlocks(blocks: Block[]) {
  return renderInSite(<ContentBlocks blocks={blocks} />);
}

describe('ContentBlocks: links', () => {
  const paragraph: Block = {
    type: 'paragraph',
    text: [
      'See the ',
      { text: 'peer review policy', href: '/peer-review-policy' },
      ', the ',
      { text: 'plagiarism policy', href: '/ethics?target=plagiarism-policy' },
      ', the ',
      { text: 'template', href: '/downloads/manuscript-template.docx', download: true },
      ', the ',
      {
        text: 'licence',
        href: 'https://creativecommons.org/licenses/by-nc-nd/4.0/',
        external: true,
      },
      ' or write to ',
      { text: 'editor@example.org', href: 'mailto:editor@example.org' },
      '.',
    ],
  };

  it.each([
    ['a route of the site, through the router', 'peer review policy', '/peer-review-policy', null],
    ['a route with a query', 'plagiarism policy', '/ethics?target=plagiarism-policy', null],
    ['a mail address, in place', 'editor@example.org', 'mailto:editor@example.org', null],
  ])('renders %s', (_what, name, href, target) => {
    renderBlocks([paragraph]);
    const link = screen.getByRole('link', { name });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe(target);
  });

  it('renders a file of the site as a plain download link under the prefix', () => {
    renderInSite(<ContentBlocks blocks={[paragraph]} />, {
      basename: '/indjece',
      route: '/indjece/aim-and-scope',
    });
    const link = screen.getByRole('link', { name: 'template' });
    expect(link.getAttribute('href')).toBe('/indjece/downloads/manuscript-template.docx');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.getAttribute('target')).toBeNull();
  });

  it('opens another site in a new tab, safely, and says so', () => {
    renderBlocks([paragraph]);
    const link = screen.getByRole('link', { name: /^licence/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('keeps the text around the links in order', () => {
    const { container } = renderBlocks([paragraph]);
    expect(container.querySelector('p')?.textContent).toMatch(
      /^See the peer review policy, the plagiarism policy, the template, the licence.* or write to editor@example\.org\.$/,
    );
  });
});

describe('ContentBlocks: block types', () => {
  it('gives headings their level and id', () => {
    renderBlocks([
      { type: 'heading', level: 2, text: 'Duties of Authors', id: 'duties-of-authors' },
      { type: 'heading', level: 3, text: 'Originality', id: 'originality' },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Duties of Authors' }).id).toBe(
      'duties-of-authors',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Originality' }).id).toBe('originality');
  });

  it.each([
    [false, 'UL'],
    [true, 'OL'],
  ])('renders a list (ordered: %s) as %s', (ordered, tag) => {
    renderBlocks([
      { type: 'list', ordered, items: ['One', ['Two with ', { text: 'a link', href: '/topics' }]] },
    ]);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe(tag);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['One', 'Two with a link']);
  });

  it('renders a table with its caption, column headers and row headers', () => {
    renderBlocks([
      {
        type: 'table',
        caption: 'Benefits',
        head: ['Benefit', 'What it means'],
        rows: [
          ['Open access', 'Free to read'],
          [
            'DOI',
            [
              'Registered with ',
              { text: 'Crossref', href: 'https://www.crossref.org/', external: true },
            ],
          ],
        ],
      },
    ]);
    const table = screen.getByRole('table', { name: 'Benefits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Benefit', 'What it means']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Open access', 'DOI']);
    expect(
      within(table)
        .getByRole('link', { name: /Crossref/ })
        .getAttribute('target'),
    ).toBe('_blank');
  });

  it('renders steps as a numbered procedure, titled one level under the heading before them', () => {
    renderBlocks([
      { type: 'heading', level: 2, text: 'Procedure', id: 'procedure' },
      {
        type: 'steps',
        items: [
          { title: 'Send a proposal', text: 'Write to us.' },
          { title: 'Sign an MOU', text: 'Both sides sign.' },
        ],
      },
    ]);
    const steps = screen.getAllByRole('list')[0];
    expect(steps?.tagName).toBe('OL');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Send a proposal',
      'Sign an MOU',
    ]);
    expect(screen.getByText('Both sides sign.')).toBeTruthy();
  });

  it('renders FAQs as one accordion group, all closed at first', () => {
    const { container } = renderBlocks([
      {
        type: 'faq',
        items: [
          { question: 'Is it open access?', answer: 'Yes.' },
          {
            question: 'How long is review?',
            answer: ['See the ', { text: 'process', href: '/journal-publishing-process' }],
          },
        ],
      },
    ]);
    const details = [...container.querySelectorAll('details')];
    expect(details).toHaveLength(2);
    expect(new Set(details.map((item) => item.getAttribute('name'))).size).toBe(1);
    expect(details.every((item) => !item.open)).toBe(true);
    expect(
      [...container.querySelectorAll('summary')].map((summary) => summary.textContent),
    ).toEqual(['Is it open access?', 'How long is review?']);
    expect(
      within(details[1] as HTMLElement)
        .getByRole('link', { name: 'process' })
        .getAttribute('href'),
    ).toBe('/journal-publishing-process');
  });

  it('renders notes, quotes and definitions', () => {
    const { container } = renderBlocks([
      { type: 'note', text: 'Fees are waived on request.' },
      { type: 'quote', text: 'Research is to see what everybody else has seen.' },
      { type: 'definitions', items: [{ term: 'ISSN', description: '9999-0032' }] },
    ]);
    expect(screen.getByRole('note').textContent).toBe('Fees are waived on request.');
    expect(container.querySelector('blockquote')?.textContent).toBe(
      'Research is to see what everybody else has seen.',
    );
    expect(container.querySelector('dt')?.textContent).toBe('ISSN');
    expect(container.querySelector('dd')?.textContent).toBe('9999-0032');
  });
});

describe('ContentPageView', () => {
  const pages = [
    ...Object.entries(journalPages).map(
      ([route, build]) => [`INDJECE ${route}`, build(indjece)] as [string, ContentPage],
    ),
    ...Object.entries(publisherPages).map(
      ([route, build]) => [`publisher ${route}`, build(publisher)] as [string, ContentPage],
    ),
  ];

  const count = (page: ContentPage, type: Block['type']) =>
    page.blocks.filter((block) => block.type === type).length;

  it.each(pages)(
    'renders %s with its title as the one h1, its lead and every block',
    (_route, page) => {
      const { container } = renderInSite(<ContentPageView page={page} />);
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
        page.title,
      ]);
      expect(screen.getByText(page.lead)).toBeTruthy();
      const headings = page.blocks.flatMap((block) => (block.type === 'heading' ? [block] : []));
      for (const block of headings) {
        expect(
          container.querySelector(`h${block.level}#${CSS.escape(block.id)}`)?.textContent,
        ).toBe(block.text);
      }
      const faqs = page.blocks.reduce(
        (sum, block) => sum + (block.type === 'faq' ? block.items.length : 0),
        0,
      );
      expect(container.querySelectorAll('details')).toHaveLength(faqs);
      expect(container.querySelectorAll('table')).toHaveLength(count(page, 'table'));
      expect(container.querySelectorAll('blockquote')).toHaveLength(count(page, 'quote'));
      expect(container.querySelectorAll('[role="note"]')).toHaveLength(count(page, 'note'));
      expect(container.querySelectorAll('dl')).toHaveLength(count(page, 'definitions'));
      // Links to other sites add a spoken '(opens in a new tab)'.
      const text = (container.textContent ?? '')
        .replaceAll(' (opens in a new tab)', '')
        .replace(/\s+/g, ' ');
      const paragraphs = page.blocks.flatMap((block) =>
        block.type === 'paragraph' ? [block] : [],
      );
      for (const block of paragraphs) {
        expect(text).toContain(inlineToPlainText(block.text).replace(/\s+/g, ' '));
      }
    },
  );

  it('renders what the page adds after the blocks', () => {
    renderInSite(
      <ContentPageView page={{ title: 'Topics', lead: 'Lead.', blocks: [] }}>
        <p>From the API</p>
      </ContentPageView>,
    );
    expect(screen.getByText('From the API')).toBeTruthy();
  });
});
