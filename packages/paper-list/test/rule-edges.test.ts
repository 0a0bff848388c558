// The edges of the model's rules: orderings that only show with several entries, bounds, and
// inputs one character away from valid.
import { describe, expect, it } from 'vitest';
import {
  conferenceAt,
  conferenceIndex,
  findConference,
  issueNeighbours,
  jumpHref,
  listNavigation,
  monthName,
  navigableVolumes,
  normalizeSearch,
  pagerModel,
  parsePage,
  parseQueryInteger,
  parseSelection,
  publishedOnline,
  sameSlot,
  selectionAt,
  selectionToSearchParams,
  sitePdfPath,
  variantConfig,
  webSearchUrl,
  withPrefix,
  type ConferenceCategory,
  type ListContext,
} from '../src/model/index.ts';
import { conferenceContext, selection } from './fixtures.ts';

describe('conferences', () => {
  const categories: ConferenceCategory[] = [
    { id: 1, name: 'A', year: 2023, volume: 1, issue: 1 },
    { id: 2, name: 'B', year: 2025, volume: 3, issue: 2 },
    { id: 3, name: 'C', year: 2024, volume: 2, issue: 1 },
    { id: 4, name: 'D', year: 2025, volume: 1, issue: 4 },
    { id: 5, name: 'E', year: 2025, volume: 2, issue: 1 },
  ];

  it('are arranged newest year first, volumes and issues ascending', () => {
    expect(conferenceIndex(categories)).toEqual([
      {
        year: 2025,
        volumes: [
          { volume: 1, issues: [4] },
          { volume: 2, issues: [1] },
          { volume: 3, issues: [2] },
        ],
      },
      { year: 2024, volumes: [{ volume: 2, issues: [1] }] },
      { year: 2023, volumes: [{ volume: 1, issues: [1] }] },
    ]);
  });

  it('a place leads to the conference of that very year, volume and issue', () => {
    expect(conferenceAt(categories, { year: 2025, volume: 2, issue: 1 })?.id).toBe(5);
    expect(conferenceAt(categories, { year: 2024, volume: 1, issue: 1 })).toBeNull();
    expect(conferenceAt(categories, { year: 2025, volume: 3, issue: 1 })).toBeNull();
    expect(conferenceAt(categories, { year: 2023, volume: 2, issue: 1 })).toBeNull();
  });

  it('a name matches whatever spaces surround either side', () => {
    const spaced: ConferenceCategory[] = [
      { id: 8, name: ' ICEC 2025 ', year: 2025, volume: 2, issue: 4 },
    ];

    expect(findConference(spaced, 8, 'icec 2025')?.id).toBe(8);
    expect(findConference(spaced, 8, '  ICEC 2025')?.id).toBe(8);
  });

  it('the preferred conference is kept only where it is', () => {
    const context: ListContext = { variant: 'conference', categories };
    const rest = { page: 1, search: '' };

    // Conference 1 is in 2023 v1 i1, not in 2025 v2 i1: that place shows its own conference.
    expect(
      selectionAt(context, { year: 2025, volume: 2, issue: 1 }, rest, { id: 1, name: 'A' })
        ?.conference,
    ).toEqual({ id: 5, name: 'E' });
    expect(
      selectionAt(context, { year: 2025, volume: 2, issue: 1 }, rest, null)?.conference,
    ).toEqual({ id: 5, name: 'E' });
  });

  it('a preferred conference of the same issue number in another volume or year is not kept', () => {
    const sameIssue: ConferenceCategory[] = [
      { id: 1, name: 'A', year: 2025, volume: 1, issue: 1 },
      { id: 2, name: 'B', year: 2025, volume: 2, issue: 1 },
      { id: 3, name: 'C', year: 2024, volume: 2, issue: 1 },
    ];
    const context: ListContext = { variant: 'conference', categories: sameIssue };
    const rest = { page: 1, search: '' };

    expect(
      selectionAt(context, { year: 2025, volume: 2, issue: 1 }, rest, { id: 1, name: 'A' })
        ?.conference?.id,
    ).toBe(2);
    expect(
      selectionAt(context, { year: 2025, volume: 2, issue: 1 }, rest, { id: 3, name: 'C' })
        ?.conference?.id,
    ).toBe(2);
  });
});

describe('the current issue list', () => {
  it('leaves out a volume none of whose issues is shown', () => {
    const context: ListContext = {
      variant: 'current-issue',
      index: [
        { year: 2026, volumes: [{ volume: 3, issues: [1, 2] }] },
        { year: 2025, volumes: [{ volume: 2, issues: [3, 4] }] },
      ],
    };

    expect(navigableVolumes(context)).toEqual([{ year: 2026, volume: 3, issues: [1, 2] }]);
  });
});

describe('two selections', () => {
  it('show the same slot only when year, volume, issue and conference all agree', () => {
    const a = selection({ year: 2025, volume: 2, issue: 3 });

    expect(sameSlot(a, selection({ year: 2025, volume: 2, issue: 3, page: 4 }))).toBe(true);
    expect(sameSlot(a, selection({ year: 2024, volume: 2, issue: 3 }))).toBe(false);
    expect(sameSlot(a, selection({ year: 2025, volume: 1, issue: 3 }))).toBe(false);
    expect(sameSlot(a, selection({ year: 2025, volume: 2, issue: 4 }))).toBe(false);
    expect(sameSlot(a, { ...a, conference: { id: 7, name: 'ICEC 2025' } })).toBe(false);
  });
});

describe('query values', () => {
  it('a missing value is no number and page 1', () => {
    expect(parseQueryInteger(null)).toBeNull();
    expect(parseQueryInteger(undefined)).toBeNull();
    expect(parsePage(null)).toBe(1);
  });

  it('page 1 is page 1 and page 0 falls back to 1', () => {
    expect(parsePage('1')).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('2')).toBe(2);
  });

  it.each([
    ['year', 'volume=2&issue=3'],
    ['volume', 'year=2025&issue=3'],
    ['issue', 'year=2025&volume=2'],
  ])('an archive query without %s names no selection', (_missing, query) => {
    expect(
      parseSelection(
        {
          variant: 'archives',
          index: [{ year: 2025, volumes: [{ volume: 2, issues: [1, 2, 3] }] }],
        },
        new URLSearchParams(query),
      ),
    ).toBeNull();
  });

  it('a conference query needs its name: an id alone names none', () => {
    expect(parseSelection(conferenceContext, new URLSearchParams('id=7'))).toBeNull();
    expect(parseSelection(conferenceContext, new URLSearchParams('name=ICEC 2025'))).toBeNull();
  });
});

describe('the paper card', () => {
  it.each([
    ['x3', 'x3'],
    ['3x', '3x'],
    ['M.ar', 'M.ar'],
    ['Mar.', 'March'],
  ])('month %j is written %j', (month, name) => {
    expect(monthName(month)).toBe(name);
  });

  // In Pacific/Kiritimati (UTC+14) a time without a zone read as local time would fall in March.
  it.each([
    '2025-04-01 05:00',
    '2025-04-01T05:00',
    '2025-04-01 05:00:00',
    '2025-04-01T05:00:00.250',
    ' 2025-04-01 05:00:00 ',
  ])('reads %j without a zone as UTC', (updatedAt) => {
    expect(publishedOnline({ month: null, year: null, updatedAt })).toBe('April 2025');
  });

  it.each(['x2025-04-01', '2025-04-01 05:00x'])('%j is not a date', (updatedAt) => {
    expect(publishedOnline({ month: null, year: null, updatedAt })).toBeNull();
  });

  it("searches the web for the paper's title", () => {
    expect(webSearchUrl(' Deep learning ')).toBe('https://www.google.com/search?q=Deep+learning');
  });
});

describe('PDF addresses', () => {
  it.each([
    ['http://api.example/files/papers/886.pdf', '/files/papers/886.pdf'],
    ['/files/theses/ab.pdf', '/files/theses/ab.pdf'],
  ])('%s, with the files at the root, is served at %s', (pdfUrl, path) => {
    expect(sitePdfPath(pdfUrl)).toBe(path);
  });

  it.each([
    'http://api.example/abcdepapers/1.pdf',
    'http://api.example/indjece/files/xpapers/1.pdf',
    'http://api.example/indjece/files/papers/1.pdfx',
    `http://api.example/indjece/files/papers/${'a'.repeat(121)}.pdf`,
  ])('%s is not one of the journal files', (pdfUrl) => {
    expect(sitePdfPath(pdfUrl)).toBeNull();
  });

  it('takes a name of up to 120 characters', () => {
    const name = `${'a'.repeat(116)}.pdf`;

    expect(sitePdfPath(`http://api.example/files/papers/${'a'.repeat(120)}.pdf`)).toBe(
      `/files/papers/${'a'.repeat(120)}.pdf`,
    );
    expect(sitePdfPath(`/files/papers/${name}`)).toBe(`/files/papers/${name}`);
  });

  it('joins a prefix and a path with one slash, whatever slashes they carry', () => {
    expect(withPrefix('/indjece//', '//files/papers/1.pdf')).toBe('/indjece/files/papers/1.pdf');
  });
});

describe('navigation where two years hold the same volume number', () => {
  // 2025 volume 1 has three issues, 2024 volume 1 one, 2025 volume 2 one.
  const context: ListContext = {
    variant: 'archives',
    index: [
      {
        year: 2025,
        volumes: [
          { volume: 1, issues: [1, 2, 3] },
          { volume: 2, issues: [1] },
        ],
      },
      { year: 2024, volumes: [{ volume: 1, issues: [1] }] },
    ],
  };
  const at = selection({ year: 2025, volume: 1, issue: 1 });

  it("steps through the selected year's volume", () => {
    expect(issueNeighbours(context, at).next?.issue).toBe(2);
  });

  it('marks only the selected volume of the selected year as current', () => {
    const options = listNavigation(context, at).volumes;

    expect(options.map((option) => [option.year, option.volume, option.current])).toEqual([
      [2024, 1, false],
      [2025, 1, true],
      [2025, 2, false],
    ]);
  });

  it('a selection outside the index has no neighbouring issues', () => {
    expect(issueNeighbours(context, selection({ year: 2023, volume: 9, issue: 1 }))).toEqual({
      previous: null,
      next: null,
    });
  });
});

describe('the pager', () => {
  const pages = (totalPages: number) => ({
    currentPage: 1,
    perPage: 5,
    totalItems: totalPages * 5,
    totalPages,
  });
  const at = (page: number) => selection({ year: 2025, volume: 2, issue: 3, page });

  it('from a page past the only one, goes back to page 1', () => {
    expect(pagerModel('archives', at(2), pages(1)).previous?.selection.page).toBe(1);
  });

  it('has no previous page when there are no pages at all', () => {
    expect(pagerModel('archives', at(3), pages(0)).previous).toBeNull();
  });
});

describe('search text', () => {
  it('is trimmed before it is cut to 200 characters', () => {
    expect(normalizeSearch(`${' '.repeat(10)}${'a'.repeat(200)}`)).toBe('a'.repeat(200));
  });
});

describe('a selector form', () => {
  const to = (address: string) => new URLSearchParams({ to: address });

  it('is refused when it leads to another list', () => {
    expect(
      jumpHref(
        { variant: 'archives', index: [{ year: 2025, volumes: [{ volume: 2, issues: [1] }] }] },
        to('/thesis/paperlist?year=2025&volume=2&issue=1'),
      ),
    ).toBeNull();
  });

  it('is refused when its address cannot be read', () => {
    expect(jumpHref(conferenceContext, to('http://['))).toBeNull();
  });
});

describe('the query of a conference list', () => {
  it('names no conference when the selection has none', () => {
    expect(
      selectionToSearchParams(
        'conference',
        selection({ year: 2025, volume: 2, issue: 4 }),
      ).toString(),
    ).toBe('year=2025&volume=2&issue=4');
  });
});

describe('variant configuration', () => {
  it('gives each list its own addresses', () => {
    expect(variantConfig('thesis').listPath).toBe('/thesis/paperlist');
    expect(variantConfig('conference').detailsPath).toBe('/conference/paper-details');
  });
});
