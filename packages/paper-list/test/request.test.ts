import { describe, expect, it } from 'vitest';
import { listHeading, listRequest } from '../src/model/index.ts';
import { selection } from './fixtures.ts';

describe('the call a list makes', () => {
  const icec = { id: 7, name: 'ICEC 2025' };

  it.each([
    [
      'archives',
      selection({ year: 2025, volume: 2, issue: 3, page: 2 }),
      {
        call: '/archivePaperListing',
        body: { year: 2025, volume: 2, issue: 3, page: 2, per_page: 5 },
      },
    ],
    [
      'current-issue',
      selection({ year: 2026, volume: 3, issue: 1 }),
      {
        call: '/archivePaperListing',
        body: { year: 2026, volume: 3, issue: 1, page: 1, per_page: 5 },
      },
    ],
    [
      'thesis',
      selection({ year: 2025, volume: 3, page: 4 }),
      {
        call: '/thesisDataListing',
        body: { thesis_year: 2025, thesis_volume: 3, page: 4, per_page: 10 },
      },
    ],
    [
      'conference',
      selection({ year: 2025, volume: 2, issue: 4, conference: icec }),
      { call: '/conferenceFetch', body: { id: 7, page: 1, per_page: 5 } },
    ],
    [
      'archives',
      selection({ year: 2025, volume: 2, page: 3, search: 'grid' }),
      { call: '/searchArchive', body: { search: 'grid', page: 1, per_page: 100 } },
    ],
    [
      'current-issue',
      selection({ year: 2025, volume: 2, search: 'grid' }),
      { call: '/searchArchive', body: { search: 'grid', page: 1, per_page: 100 } },
    ],
    [
      'thesis',
      selection({ year: 2025, volume: 2, search: 'grid' }),
      { call: '/searchThesis', body: { search: 'grid', page: 1, per_page: 100 } },
    ],
    [
      'conference',
      selection({ year: 2025, volume: 2, search: 'grid', conference: icec }),
      { call: '/searchConference', body: { search: 'grid', page: 1, per_page: 100 } },
    ],
  ] as const)('%s %j calls %j', (variant, chosen, request) => {
    expect(listRequest(variant, chosen)).toEqual(request);
  });

  it('has nothing to call for a conference list without a conference', () => {
    expect(listRequest('conference', selection({ year: 2025, volume: 2 }))).toBeNull();
  });
});

describe('the heading of a list', () => {
  it.each([
    ['archives', 'Volume 2, Issue 3 (2025)'],
    ['current-issue', 'Volume 2, Issue 3 (2025)'],
    ['conference', 'Volume 2, Issue 3 (2025)'],
    ['thesis', 'Volume 2, Year 2025'],
  ] as const)('%s reads %j', (variant, heading) => {
    expect(listHeading(variant, { year: 2025, volume: 2, issue: 3 })).toBe(heading);
  });
});
