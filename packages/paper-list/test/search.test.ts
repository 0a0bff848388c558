import { describe, expect, it } from 'vitest';
import {
  canSubmitSearch,
  clearSearch,
  filterSearchResults,
  normalizeSearch,
  searchForm,
  searchState,
  submitSearch,
} from '../src/model/index.ts';
import { paper, selection } from './fixtures.ts';

describe('whether a search may be submitted', () => {
  it.each([
    ['archives', 'grid', true],
    ['archives', '  grid ', true],
    ['archives', '   ', false],
    ['archives', '', false],
    ['current-issue', '\t\n', false],
    ['current-issue', 'x', true],
    ['thesis', '   ', true],
    ['thesis', '', false],
    ['conference', ' ', true],
    ['conference', '', false],
  ] as const)('%s with %j: %s', (variant, text, allowed) => {
    expect(canSubmitSearch(variant, text)).toBe(allowed);
  });
});

describe('a search as the URL keeps it', () => {
  it.each([
    ['  deep  learning ', 'deep  learning'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
    ['a'.repeat(201), 'a'.repeat(200)],
    ['a'.repeat(200), 'a'.repeat(200)],
  ])('%j is %j', (text, kept) => {
    expect(normalizeSearch(text)).toBe(kept);
  });
});

describe('submitting and clearing a search', () => {
  const list = selection({ year: 2025, volume: 2, issue: 3, page: 2 });

  it('keeps the place and page, and sets the trimmed search', () => {
    expect(submitSearch('archives', list, '  grid ')).toEqual({ ...list, search: 'grid' });
  });

  it.each([
    ['archives', '  '],
    ['thesis', ''],
  ] as const)('%s refuses %j', (variant, text) => {
    expect(submitSearch(variant, list, text)).toBeNull();
  });

  it('on thesis accepts a blank text, which shows the list', () => {
    expect(submitSearch('thesis', list, '  ')).toEqual(list);
  });

  it('Clear returns to the list it came from', () => {
    expect(clearSearch({ ...list, search: 'grid' })).toEqual(list);
  });
});

describe('the state of the search controls', () => {
  const list = selection({ year: 2025, volume: 2, issue: 3, page: 2 });
  const results = { ...list, search: 'grid' };

  it.each([
    // selection, box, mode, canSubmit, showClear
    [list, '', 'list', false, false],
    [list, 'grid', 'list', true, false],
    [list, '  ', 'list', false, false],
    [results, '', 'results', false, true],
    [results, 'other', 'results', true, false],
  ] as const)(
    '%j with box %j: mode %s, can submit %s, Clear shown %s',
    (chosen, box, mode, canSubmit, showClear) => {
      const state = searchState('archives', chosen, box);
      expect([state.mode, state.canSubmit, state.showClear]).toEqual([mode, canSubmit, showClear]);
      expect(state.box).toBe(box);
      expect(state.query).toBe(chosen.search);
    },
  );

  it('starts with an empty box: after a submit the box is cleared', () => {
    const submitted = submitSearch('archives', list, 'grid');
    if (!submitted) throw new Error('not submitted');
    expect(searchState('archives', submitted)).toMatchObject({
      box: '',
      mode: 'results',
      showClear: true,
    });
  });

  it('links Search to the results and Clear back to the list', () => {
    expect(searchState('archives', list, ' grid ').submitHref).toBe(
      '/archives/paperlist?year=2025&volume=2&issue=3&page=2&search=grid',
    );
    expect(searchState('archives', results).clearHref).toBe(
      '/archives/paperlist?year=2025&volume=2&issue=3&page=2',
    );
    expect(searchState('archives', list).clearHref).toBeNull();
    expect(searchState('archives', list, '').submitHref).toBeNull();
  });

  it('has a GET form carrying the selection, for search without JavaScript', () => {
    expect(
      searchForm('conference', {
        ...selection({ year: 2025, volume: 2, issue: 4, conference: { id: 7, name: 'ICEC 2025' } }),
        search: 'old',
      }),
    ).toEqual({
      action: '/conference/paperlist',
      hiddenFields: [
        ['id', '7'],
        ['name', 'ICEC 2025'],
        ['year', '2025'],
        ['volume', '2'],
        ['issue', '4'],
      ],
      inputName: 'search',
      maxLength: 200,
    });
    expect(
      searchForm('thesis', selection({ year: 2025, volume: 3, page: 2 })).hiddenFields,
    ).toEqual([
      ['year', '2025'],
      ['volume', '3'],
      ['page', '2'],
    ]);
  });
});

describe('the search results a list shows', () => {
  const active = selection({ year: 2025, volume: 2, issue: 3, search: 'grid' });
  const items = [
    paper({ id: '1', year: 2025, volume: 2, issue: 3 }),
    paper({ id: '2', year: 2025, volume: 2, issue: 4 }),
    paper({ id: '3', year: 2024, volume: 2, issue: 3 }),
    paper({ id: '4', year: 2025, volume: 1, issue: 3 }),
    paper({ id: '5', year: null, volume: null, issue: null }),
    paper({ id: '6', year: 2025, volume: 2, issue: 3 }),
  ];

  it.each([
    ['current-issue', ['1', '6']],
    ['archives', ['1', '2', '3', '4', '5', '6']],
    ['thesis', ['1', '2', '3', '4', '5', '6']],
    ['conference', ['1', '2', '3', '4', '5', '6']],
  ] as const)('%s keeps %j', (variant, ids) => {
    expect(filterSearchResults(variant, active, items).map((p) => p.id)).toEqual(ids);
  });
});
