import { describe, expect, it } from 'vitest';
import { parseCallRequest, type CallName } from '../src/index.ts';

describe('request schemas', () => {
  it.each<[CallName, unknown, unknown]>([
    [
      'archivePaperListing',
      { year: 2025, volume: 1, issue: 2, page: 1, per_page: 5 },
      { year: 2025, volume: 1, issue: 2, page: 1, per_page: 5 },
    ],
    [
      'archivePaperListing',
      { year: '2025', volume: '1', issue: ' 2 ', page: '3', per_page: '100' },
      { year: 2025, volume: 1, issue: 2, page: 3, per_page: 100 },
    ],
    [
      'archivePaperListing',
      { year: 1900, volume: 0, issue: 0 },
      { year: 1900, volume: 0, issue: 0, page: 1, per_page: 10 },
    ],
    ['archiveYearListing', {}, {}],
    ['archiveYearListing', undefined, {}],
    ['indexfetch', {}, {}],
    ['archiveSuggestions', { search: '  deep learning ' }, { search: 'deep learning' }],
    ['archivePaperNew', { paperid: 42 }, { paperid: '42' }],
    ['archivePaperNew', { paperid: 'IJ-2025_07' }, { paperid: 'IJ-2025_07' }],
    [
      'searchArchive',
      { search: 'antenna', page: 1, per_page: 100 },
      { search: 'antenna', page: 1, per_page: 100 },
    ],
    ['conferenceFetch', { id: '3', page: 2, per_page: 5 }, { id: 3, page: 2, per_page: 5 }],
    ['searchConference', { search: 'x' }, { search: 'x', page: 1, per_page: 10 }],
    ['conferenceDetails', { id: '17' }, { id: '17' }],
    [
      'thesisDataListing',
      { thesis_year: '2024', thesis_volume: '1', page: 1, per_page: 10 },
      { thesis_year: 2024, thesis_volume: 1, page: 1, per_page: 10 },
    ],
    ['thesisDetails', { id: 9 }, { id: '9' }],
    [
      'searchThesis',
      { search: 'vlsi', page: '1', per_page: '100' },
      { search: 'vlsi', page: 1, per_page: 100 },
    ],
    ['blogDetails', { slug: 'open-access-explained' }, { slug: 'open-access-explained' }],
    ['blogsByTag', { tag: 'peer-review' }, { tag: 'peer-review' }],
    ['editorialMemberDetails', { slug: 'dr-a-kumar' }, { slug: 'dr-a-kumar' }],
  ])('%s accepts %j', (call, body, expected) => {
    const result = parseCallRequest(call, body);

    expect(result).toEqual({ success: true, data: expected });
  });

  it.each<[CallName, unknown, string]>([
    [
      'archivePaperListing',
      { year: 1899, volume: 1, issue: 1 },
      'year: must be between 1900 and 2100',
    ],
    [
      'archivePaperListing',
      { year: 2101, volume: 1, issue: 1 },
      'year: must be between 1900 and 2100',
    ],
    ['archivePaperListing', { year: 'soon', volume: 1, issue: 1 }, 'year: must be an integer'],
    ['archivePaperListing', { year: 2025.5, volume: 1, issue: 1 }, 'year: must be an integer'],
    ['archivePaperListing', { volume: 1, issue: 1 }, 'year: is required'],
    [
      'archivePaperListing',
      { year: 2025, volume: 1000, issue: 1 },
      'volume: must be between 0 and 999',
    ],
    [
      'archivePaperListing',
      { year: 2025, volume: 1, issue: -1 },
      'issue: must be between 0 and 999',
    ],
    ['archivePaperListing', { year: 2025, volume: 1, issue: true }, 'issue: must be an integer'],
    [
      'archivePaperListing',
      { year: 2025, volume: 1, issue: 1, page: 0 },
      'page: must be at least 1',
    ],
    [
      'archivePaperListing',
      { year: 2025, volume: 1, issue: 1, per_page: 101 },
      'per_page: must be between 1 and 100',
    ],
    [
      'archivePaperListing',
      { year: 2025, volume: 1, issue: 1, per_page: '0' },
      'per_page: must be between 1 and 100',
    ],
    [
      'archivePaperListing',
      { year: 2025, volume: 1, issue: 1, sort: 'asc' },
      'sort: is not a known field',
    ],
    ['archiveYearListing', { extra: 1 }, 'extra: is not a known field'],
    ['archiveYearListing', null, 'body: must be a JSON object'],
    ['archiveYearListing', [], 'body: must be a JSON object'],
    ['searchArchive', { search: '   ' }, 'search: must not be empty'],
    ['searchArchive', { search: 'x'.repeat(201) }, 'search: must be at most 200 characters'],
    ['searchArchive', { search: 12 }, 'search: must be a string'],
    ['searchArchive', {}, 'search: is required'],
    ['archiveSuggestions', { search: '' }, 'search: must not be empty'],
    ['archivePaperNew', {}, 'paperid: is required'],
    ['archivePaperNew', { paperid: '1; DROP TABLE' }, 'paperid: must be a positive integer'],
    ['archivePaperNew', { paperid: -4 }, 'paperid: must be a positive integer'],
    ['conferenceFetch', { id: 0 }, 'id: must be at least 1'],
    ['conferenceDetails', { id: '' }, 'id: must be a positive integer'],
    ['thesisDataListing', { thesis_year: 2024 }, 'thesis_volume: is required'],
    [
      'thesisDataListing',
      { thesis_year: '20x4', thesis_volume: 1 },
      'thesis_year: must be an integer',
    ],
    ['blogDetails', { slug: '../etc/passwd' }, 'slug: must be a slug'],
    ['blogsByTag', { tag: '' }, 'tag: must not be empty'],
    ['editorialMemberDetails', { slug: 'a'.repeat(201) }, 'slug: must be at most 200 characters'],
  ])('%s rejects %j naming the field', (call, body, message) => {
    const result = parseCallRequest(call, body);

    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.error).toBe('invalid_request');
    expect(result.error.message).toContain(message);
  });

  it('reports every problem of a body, each with its field', () => {
    const result = parseCallRequest('archivePaperListing', {
      year: 'x',
      volume: 1000,
      issue: 1,
      foo: 1,
    });

    expect(result).toEqual({
      success: false,
      error: {
        error: 'invalid_request',
        message:
          'year: must be an integer; volume: must be between 0 and 999; foo: is not a known field',
      },
    });
  });
});
