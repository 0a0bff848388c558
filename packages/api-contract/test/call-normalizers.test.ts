import { describe, expect, it } from 'vitest';
import {
  apiCalls,
  callNormalizers,
  isContractError,
  isJournalCall,
  isPublisherCall,
  journalCalls,
  parseCallResponse,
  publisherCalls,
  type CallName,
} from '../src/index.ts';
import { serverBodies } from './fixtures/server-bodies.ts';

describe('the call registry', () => {
  it('has a normalizer for every call and no other', () => {
    expect(Object.keys(callNormalizers).sort()).toEqual(Object.keys(apiCalls).sort());
  });

  it('keeps publisher and journal calls apart', () => {
    expect(Object.keys(publisherCalls)).toEqual(['indexfetch']);
    expect(Object.keys(journalCalls)).not.toContain('indexfetch');
  });

  it.each([
    ['archivePaperListing', true, false],
    ['indexfetch', false, true],
    ['toString', false, false],
    ['unknownCall', false, false],
  ])('%s: journal call %s, publisher call %s', (name, journal, publisher) => {
    expect(isJournalCall(name)).toBe(journal);
    expect(isPublisherCall(name)).toBe(publisher);
  });

  it.each<[CallName, (value: unknown) => void]>([
    [
      'indexfetch',
      (v) => expect(v).toEqual([expect.objectContaining({ id: '1', name: 'Crossref' })]),
    ],
    [
      'archiveYearListing',
      (v) =>
        expect(v).toEqual([
          { year: 2025, volumes: [{ volume: 2, issues: [1, 2] }] },
          { year: 2024, volumes: [{ volume: 1, issues: [1, 2, 3] }] },
        ]),
    ],
    [
      'archivePaperListing',
      (v) =>
        expect(v).toMatchObject({
          items: [{ id: '101' }],
          pagination: { currentPage: 1, perPage: 5, totalItems: 1, totalPages: 1 },
        }),
    ],
    [
      'archiveSuggestions',
      (v) =>
        expect(v).toEqual([
          { id: '101', title: 'Low-Power Antenna Design for IoT Nodes', uniqueId: null },
        ]),
    ],
    [
      'archivePaperNew',
      (v) => expect(v).toMatchObject({ id: '101', firstPage: '12', lastPage: '19' }),
    ],
    [
      'searchArchive',
      (v) =>
        expect(v).toMatchObject({
          items: [{ id: '101' }],
          pagination: { currentPage: 1, perPage: 10, totalItems: 0, totalPages: 0 },
        }),
    ],
    [
      'conferenceCategoriesFetch',
      (v) => expect(v).toEqual([{ id: 2, name: 'ICCE 2025', year: 2025, volume: 1, issue: 1 }]),
    ],
    [
      'conferenceFetch',
      (v) =>
        expect(v).toMatchObject({
          items: [{ id: '7' }],
          pagination: { currentPage: 2, totalPages: 3 },
        }),
    ],
    ['searchConference', (v) => expect(v).toMatchObject({ items: [{ id: '7' }] })],
    [
      'conferenceDetails',
      (v) => expect(v).toMatchObject({ id: '7', references: ['Ref A'], doi: '10.5555/icce.7' }),
    ],
    [
      'thesisYearListing',
      (v) =>
        expect(v).toEqual([
          {
            year: 2024,
            volumes: [
              { volume: 1, issues: [0] },
              { volume: 2, issues: [0] },
            ],
          },
          { year: 2023, volumes: [{ volume: 1, issues: [0] }] },
        ]),
    ],
    [
      'thesisDataListing',
      (v) => expect(v).toMatchObject({ items: [{ id: '3' }], pagination: { totalItems: 1 } }),
    ],
    [
      'thesisDetails',
      (v) => expect(v).toMatchObject({ id: '3', abstract: '', references: ['Ref A', 'Ref B'] }),
    ],
    [
      'searchThesis',
      (v) =>
        expect(v).toEqual({
          items: [],
          pagination: { currentPage: 1, perPage: 10, totalItems: 0, totalPages: 0 },
        }),
    ],
    ['blogListing', (v) => expect(v).toMatchObject([{ slug: 'open-access-explained' }])],
    ['blogDetails', (v) => expect(v).toMatchObject({ slug: 'open-access-explained' })],
    ['blogsByTag', (v) => expect(v).toEqual([])],
    ['editorialBoardListing', (v) => expect(v).toMatchObject([{ slug: 'dr-a-kumar' }])],
    ['editorialMemberDetails', (v) => expect(v).toMatchObject({ slug: 'dr-a-kumar' })],
    [
      'topicsListing',
      (v) => expect(v).toEqual([{ category: 'Communication', topics: ['5G', 'Antennas'] }]),
    ],
  ])('parseCallResponse normalizes %s', (call, check) => {
    check(parseCallResponse(call, serverBodies[call]));
  });

  it.each<[CallName, unknown]>([
    ['archivePaperListing', { papersList: [{ paper_id: 1 }] }],
    ['archiveYearListing', { archives: 'none' }],
    ['blogDetails', {}],
    ['indexfetch', null],
  ])('parseCallResponse throws the ZodError of a malformed %s body', (call, body) => {
    let thrown: unknown;
    try {
      parseCallResponse(call, body);
    } catch (error) {
      thrown = error;
    }
    expect(isContractError(thrown)).toBe(true);
  });
});
