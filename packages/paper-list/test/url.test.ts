import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentIssueHref,
  hrefFor,
  navigableVolumes,
  normalizeSearch,
  parseSelection,
  selectionAt,
  selectionToSearchParams,
  type ListContext,
  type ListSelection,
} from '../src/model/index.ts';
import { archiveIndex, conferenceCategories, contexts, selection } from './fixtures.ts';

function queryOf(href: string): URLSearchParams {
  return new URL(href, 'https://journal.example/indjece/').searchParams;
}

/** Every selection a variant can show, at a few pages and searches. */
function everySelection(context: ListContext): ListSelection[] {
  const slots =
    context.variant === 'conference'
      ? context.categories.map((c) => ({
          slot: { year: c.year, volume: c.volume, issue: c.issue },
          conference: { id: c.id, name: c.name },
        }))
      : navigableVolumes(context).flatMap(({ year, volume, issues }) =>
          issues.map((issue) => ({ slot: { year, volume, issue }, conference: null })),
        );
  const rests = [
    { page: 1, search: '' },
    { page: 2, search: '' },
    { page: 37, search: 'deep learning' },
    { page: 1, search: 'a&b=c+d %20 #x?' },
    { page: 1, search: 'Ünïcode 😀 ß' },
  ];
  return slots.flatMap(({ slot, conference }) =>
    rests.map((rest) => {
      const made = selectionAt(context, slot, rest, conference);
      if (!made) throw new Error(`fixture slot not found: ${JSON.stringify(slot)}`);
      return made;
    }),
  );
}

describe('the query of a selection', () => {
  it.each([
    ['archives', selection({ year: 2025, volume: 2, issue: 4 }), 'year=2025&volume=2&issue=4'],
    [
      'archives',
      selection({ year: 2025, volume: 2, issue: 4, page: 3 }),
      'year=2025&volume=2&issue=4&page=3',
    ],
    [
      'current-issue',
      selection({ year: 2026, volume: 3, issue: 2, page: 2, search: 'deep learning' }),
      'year=2026&volume=3&issue=2&page=2&search=deep+learning',
    ],
    ['thesis', selection({ year: 2025, volume: 3 }), 'year=2025&volume=3'],
    [
      'thesis',
      selection({ year: 2025, volume: 3, search: 'x&y' }),
      'year=2025&volume=3&search=x%26y',
    ],
    [
      'conference',
      selection({ year: 2025, volume: 2, issue: 4, conference: { id: 7, name: 'ICEC 2025' } }),
      'id=7&name=ICEC+2025&year=2025&volume=2&issue=4',
    ],
  ] as const)('%s %j is ?%s', (variant, chosen, text) => {
    expect(selectionToSearchParams(variant, chosen).toString()).toBe(text);
  });

  it.each([
    [
      'archives',
      selection({ year: 2025, volume: 2, issue: 4 }),
      '/archives/paperlist?year=2025&volume=2&issue=4',
    ],
    [
      'current-issue',
      selection({ year: 2026, volume: 3, issue: 3 }),
      '/current-issue/paperlist?year=2026&volume=3&issue=3',
    ],
    [
      'thesis',
      selection({ year: 2024, volume: 1, page: 2 }),
      '/thesis/paperlist?year=2024&volume=1&page=2',
    ],
    [
      'conference',
      selection({ year: 2025, volume: 2, issue: 2, conference: { id: 5, name: 'RACE 2025' } }),
      '/conference/paperlist?id=5&name=RACE+2025&year=2025&volume=2&issue=2',
    ],
  ] as const)('%s %j links to %s', (variant, chosen, href) => {
    expect(hrefFor(variant, chosen)).toBe(href);
  });
});

describe('the URL round trip', () => {
  it.each(Object.entries(contexts))(
    '%s: every selection reads back from its URL',
    (_name, context) => {
      const all = everySelection(context);
      expect(all.length).toBeGreaterThan(4);
      for (const chosen of all) {
        expect(parseSelection(context, queryOf(hrefFor(context.variant, chosen)))).toEqual(chosen);
      }
    },
  );

  it.each(Object.entries(contexts))(
    '%s: any search and page survive the round trip',
    (_name, context) => {
      const [first] = everySelection(context);
      if (!first) throw new Error('no selection');
      fc.assert(
        fc.property(
          fc.string({ unit: 'grapheme', maxLength: 260 }),
          fc.integer({ min: 1, max: 999_999 }),
          (text, page) => {
            const chosen = { ...first, page, search: normalizeSearch(text) };
            expect(parseSelection(context, queryOf(hrefFor(context.variant, chosen)))).toEqual(
              chosen,
            );
          },
        ),
      );
    },
  );

  it('reads the conference name in any case back as the category list spells it', () => {
    const context = contexts.conference;
    const parsed = parseSelection(context, queryOf('/conference/paperlist?id=7&name=iCeC+2025'));
    expect(parsed && hrefFor('conference', parsed)).toBe(
      '/conference/paperlist?id=7&name=ICEC+2025&year=2025&volume=2&issue=4',
    );
    expect(conferenceCategories.find((c) => c.id === 7)?.name).toBe('ICEC 2025');
  });
});

describe('the header Current Issue link', () => {
  it('goes to the list of the first archive entry', () => {
    expect(currentIssueHref(archiveIndex)).toBe(
      '/current-issue/paperlist?year=2026&volume=3&issue=3',
    );
  });

  it.each([[null], [undefined], [[]]])(
    'goes to plain /current-issue without archive data (%j)',
    (index) => {
      expect(currentIssueHref(index)).toBe('/current-issue');
    },
  );

  it('names a selection the current-issue list accepts', () => {
    const href = currentIssueHref(archiveIndex);
    expect(parseSelection(contexts['current-issue'], queryOf(href))).toEqual(
      selection({ year: 2026, volume: 3, issue: 3 }),
    );
  });
});
