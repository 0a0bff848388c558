import { describe, expect, it } from 'vitest';
import {
  parsePage,
  parseQueryInteger,
  parseSelection,
  type ListContext,
} from '../src/model/index.ts';
import {
  archivesContext,
  conferenceContext,
  contexts,
  currentIssueContext,
  selection,
  thesisContext,
} from './fixtures.ts';

const query = (text: string) => new URLSearchParams(text);

describe('a whole number in the query', () => {
  it.each([
    ['2025', 2025],
    ['0', 0],
    ['007', 7],
    [' 3 ', 3],
    ['999999999', 999999999],
    ['1000000000', null],
    ['-1', null],
    ['+1', null],
    ['1.5', null],
    ['1e3', null],
    ['0x10', null],
    ['two', null],
    ['', null],
    [null, null],
  ])('%j reads as %s', (value, expected) => {
    expect(parseQueryInteger(value)).toBe(expected);
  });
});

describe('the page in the query', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['40', 40],
    ['0', 1],
    ['-3', 1],
    ['2.5', 1],
    ['abc', 1],
    ['', 1],
    [null, 1],
    ['99999999999', 1],
  ])('%j is page %i', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
});

describe('the selection of the archive list', () => {
  it.each([
    ['year=2025&volume=2&issue=4', selection({ year: 2025, volume: 2, issue: 4 })],
    ['issue=4&volume=2&year=2025', selection({ year: 2025, volume: 2, issue: 4 })],
    ['year=2024&volume=1&issue=6&page=3', selection({ year: 2024, volume: 1, issue: 6, page: 3 })],
    ['year=2026&volume=3&issue=1&page=0', selection({ year: 2026, volume: 3, issue: 1 })],
    ['year=2026&volume=3&issue=1&page=x', selection({ year: 2026, volume: 3, issue: 1 })],
    [
      'year=2026&volume=3&issue=2&search=%20%20deep%20learning%20',
      selection({ year: 2026, volume: 3, issue: 2, search: 'deep learning' }),
    ],
    ['year=2026&volume=3&issue=2&search=%20%20', selection({ year: 2026, volume: 3, issue: 2 })],
    ['year=2025&year=2024&volume=2&issue=1', selection({ year: 2025, volume: 2, issue: 1 })],
    // An old issue above the latest year's count is fine on the archive list.
    ['year=2025&volume=2&issue=6', selection({ year: 2025, volume: 2, issue: 6 })],
  ])('%s selects %j', (text, expected) => {
    expect(parseSelection(archivesContext, query(text))).toEqual(expected);
  });

  it.each([
    [''],
    ['year=2025&volume=2'],
    ['year=2025&issue=1'],
    ['volume=2&issue=1'],
    ['year=abc&volume=2&issue=1'],
    ['year=2025&volume=2.5&issue=1'],
    ['year=2025&volume=2&issue=-1'],
    ['year=2025&volume=2&issue=0'],
    ['year=2025&volume=2&issue=7'],
    ['year=2025&volume=3&issue=1'],
    ['year=2023&volume=1&issue=1'],
    ['year=&volume=&issue='],
    ['year=2025&volume=2&issue=1e0'],
  ])('%j selects nothing (the caller redirects to the index)', (text) => {
    expect(parseSelection(archivesContext, query(text))).toBeNull();
  });

  it('selects nothing when there is no archive data', () => {
    const empty: ListContext = { variant: 'archives', index: [] };
    expect(parseSelection(empty, query('year=2025&volume=2&issue=1'))).toBeNull();
  });
});

describe('the search in the query', () => {
  it('is capped at 200 characters and trimmed again after the cut', () => {
    const long = `${'a'.repeat(199)} ${'b'.repeat(50)}`;
    const parsed = parseSelection(
      archivesContext,
      query(`year=2024&volume=1&issue=1&search=${encodeURIComponent(long)}`),
    );
    expect(parsed?.search).toBe('a'.repeat(199));
  });

  it('counts characters, never cutting one in half', () => {
    const emoji = '😀'.repeat(250);
    const parsed = parseSelection(
      archivesContext,
      query(`year=2024&volume=1&issue=1&search=${encodeURIComponent(emoji)}`),
    );
    expect(parsed?.search).toBe('😀'.repeat(200));
  });
});

describe('the selection of the current issue', () => {
  it.each([
    ['year=2026&volume=3&issue=3', { year: 2026, volume: 3, issue: 3 }],
    ['year=2026&volume=3&issue=2', { year: 2026, volume: 3, issue: 2 }],
    // The latest year has 3 issues: an issue above 3 resets to 1.
    ['year=2026&volume=3&issue=4', { year: 2026, volume: 3, issue: 1 }],
    ['year=2026&volume=3&issue=99', { year: 2026, volume: 3, issue: 1 }],
    ['year=2025&volume=2&issue=5', { year: 2025, volume: 2, issue: 1 }],
    ['year=2025&volume=2&issue=3', { year: 2025, volume: 2, issue: 3 }],
  ])('%s selects %j', (text, slot) => {
    expect(parseSelection(currentIssueContext, query(text))).toEqual(selection(slot));
  });

  it.each([['year=2026&volume=3&issue=0'], ['year=2026&volume=2&issue=1'], ['year=2026&volume=3']])(
    '%j selects nothing',
    (text) => {
      expect(parseSelection(currentIssueContext, query(text))).toBeNull();
    },
  );
});

describe('the selection of the thesis list', () => {
  it.each([
    ['year=2025&volume=3', selection({ year: 2025, volume: 3 })],
    ['year=2024&volume=1&page=2', selection({ year: 2024, volume: 1, page: 2 })],
    // The thesis issue is always 1, whatever the query says.
    ['year=2024&volume=1&issue=0', selection({ year: 2024, volume: 1 })],
    ['year=2024&volume=1&issue=junk', selection({ year: 2024, volume: 1 })],
  ])('%s selects %j', (text, expected) => {
    expect(parseSelection(thesisContext, query(text))).toEqual(expected);
  });

  it.each([[''], ['year=2025'], ['volume=2'], ['year=2024&volume=2'], ['year=2025&volume=x']])(
    '%j selects nothing',
    (text) => {
      expect(parseSelection(thesisContext, query(text))).toBeNull();
    },
  );
});

describe('the selection of the conference list', () => {
  const icec = { year: 2025, volume: 2, issue: 4, conference: { id: 7, name: 'ICEC 2025' } };

  it.each([
    ['id=7&name=ICEC%202025&year=2025&volume=2&issue=4', selection(icec)],
    ['id=7&name=icec+2025&year=2025&volume=2&issue=4', selection(icec)],
    // The conference is the authority for its year, volume and issue.
    ['id=7&name=ICEC%202025', selection(icec)],
    ['id=7&name=ICEC%202025&year=1999&volume=x&issue=-2', selection(icec)],
    [
      'id=9&name=smart%20grid%20summit&page=2',
      selection({ ...icec, conference: { id: 9, name: 'Smart Grid Summit' }, page: 2 }),
    ],
  ])('%s selects %j', (text, expected) => {
    expect(parseSelection(conferenceContext, query(text))).toEqual(expected);
  });

  it.each([
    [''],
    ['id=7'],
    ['name=ICEC%202025'],
    ['id=7&name=RACE%202025'],
    ['id=8&name=ICEC%202025'],
    ['id=seven&name=ICEC%202025'],
    ['id=-7&name=ICEC%202025'],
    ['year=2025&volume=2&issue=4'],
  ])('%j selects nothing', (text) => {
    expect(parseSelection(conferenceContext, query(text))).toBeNull();
  });
});

describe('every variant', () => {
  it.each(Object.entries(contexts))('%s selects nothing from garbage', (_variant, context) => {
    expect(
      parseSelection(context, query('year=%ZZ&volume=<script>&issue=1;drop&id=&name=')),
    ).toBeNull();
  });
});
