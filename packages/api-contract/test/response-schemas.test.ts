import { describe, expect, it } from 'vitest';
import {
  apiCalls,
  archiveYearListingResponse,
  conferenceCategorySchema,
  paperListResponse,
  paperSchema,
  thesisYearListingResponse,
  type CallName,
} from '../src/index.ts';
import { paperBody, serverBodies } from './fixtures/server-bodies.ts';

describe('response schemas', () => {
  it.each(Object.keys(apiCalls) as CallName[])('%s accepts a typical server body', (call) => {
    const result = apiCalls[call].response.safeParse(serverBodies[call]);

    expect(result.error).toBeUndefined();
  });

  it.each([
    ['a year sent as a string', { year: '2025' }, { year: 2025 }],
    ['a year sent as a number', { year: 2025 }, { year: 2025 }],
    ['an empty year', { year: '' }, { year: null }],
    ['a null volume', { volume: null }, { volume: null }],
    ['a missing issue', { issue: undefined }, { issue: null }],
    ['a numeric id', { paper_id: 7 }, { paper_id: '7' }],
    ['a string id', { paper_id: 'P-7' }, { paper_id: 'P-7' }],
    ['pages sent as a number', { paper_pages: 12 }, { paper_pages: '12' }],
    ['an empty author', { author_2: '' }, { author_2: null }],
    ['a null author', { author_3: null }, { author_3: null }],
    ['a missing author', { author_6: undefined }, { author_6: null }],
    ['padded text', { paper_month: '  April ' }, { paper_month: 'April' }],
    ['a null abstract', { paper_abstract: null }, { paper_abstract: '' }],
    [
      'references as an array',
      { paper_references: ['a', null] },
      { paper_references: ['a', null] },
    ],
  ])('a paper accepts %s', (_what, change, expected) => {
    const parsed = paperSchema.parse({ ...paperBody, ...change });

    expect(parsed).toMatchObject(expected);
  });

  it.each([
    ['a missing title', { paper_title: undefined }, 'paper_title'],
    ['an empty title', { paper_title: '  ' }, 'paper_title'],
    ['a missing id', { paper_id: undefined }, 'paper_id'],
    ['an empty id', { paper_id: '' }, 'paper_id'],
    ['a year that is not a number', { year: 'soon' }, 'year'],
    ['a fractional volume', { volume: 1.5 }, 'volume'],
    ['an object as month', { paper_month: { m: 4 } }, 'paper_month'],
  ])('a paper rejects %s', (_what, change, field) => {
    const result = paperSchema.safeParse({ ...paperBody, ...change });

    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it.each([
    [
      'pagination sent as strings',
      { papersList: [], current_page: '2', per_page: '5', total_items: '11', total_pages: '3' },
      { current_page: 2, per_page: 5, total_items: 11, total_pages: 3 },
    ],
    [
      'pagination missing',
      { papersList: [] },
      { current_page: null, per_page: null, total_items: null, total_pages: null },
    ],
  ])('a paper list accepts %s', (_what, body, expected) => {
    expect(paperListResponse.parse(body)).toMatchObject(expected);
  });

  it.each([
    ['no list', {}],
    ['a list that is not an array', { papersList: 'none' }],
    ['a null list', { papersList: null }],
    ['an item without a title', { papersList: [{ paper_id: 1 }] }],
  ])('a paper list rejects %s', (_what, body) => {
    expect(paperListResponse.safeParse(body).success).toBe(false);
  });

  it.each([
    [
      'issues as strings',
      { archives: { '2025': { '1': ['1', '2'] } } },
      { '2025': { '1': [1, 2] } },
    ],
    ['an empty map sent as []', { archives: [] }, {}],
    ['an empty volume map sent as []', { archives: { '2025': [] } }, { '2025': {} }],
  ])('the archive map accepts %s', (_what, body, expected) => {
    expect(archiveYearListingResponse.parse(body).archives).toEqual(expected);
  });

  it.each([
    ['a year key that is not a year', { archives: { latest: { '1': [1] } } }],
    ['an issue that is not a number', { archives: { '2025': { '1': ['one'] } } }],
    ['a missing map', {}],
  ])('the archive map rejects %s', (_what, body) => {
    expect(archiveYearListingResponse.safeParse(body).success).toBe(false);
  });

  it('the thesis map accepts volumes as strings', () => {
    expect(thesisYearListingResponse.parse({ thesis: { '2024': ['1', 2] } }).thesis).toEqual({
      '2024': [1, 2],
    });
  });

  it.each([
    ['numbers as strings', { id: '3', name: 'ICCE', year: '2025', volume: '1', issue: '2' }, true],
    ['a missing name', { id: 3, year: 2025, volume: 1, issue: 2 }, false],
    ['a missing year', { id: 3, name: 'ICCE', volume: 1, issue: 2 }, false],
  ])('a conference category with %s is accepted: %s', (_what, body, accepted) => {
    expect(conferenceCategorySchema.safeParse(body).success).toBe(accepted);
  });
});
