// @vitest-environment node
import type { ListContext, ListVariant } from '@journals/paper-list/model';
import { describe, expect, it } from 'vitest';
import { detailsBackLink, type BackLink } from '../../src/papers/back-link.ts';
import { archiveIndex, conferences, thesisIndex } from './fixtures.ts';

const archives: ListContext = { variant: 'archives', index: archiveIndex };
const current: ListContext = { variant: 'current-issue', index: archiveIndex };
const thesis: ListContext = { variant: 'thesis', index: thesisIndex };
const conference: ListContext = { variant: 'conference', categories: conferences };

type Place = { year: number | null; volume: number | null; issue: number | null };
const at = (
  year: number | null,
  volume: number | null = null,
  issue: number | null = null,
): Place => ({
  year,
  volume,
  issue,
});

describe('the way back from a details page', () => {
  it.each<[string, ListVariant, Place, ListContext | null, BackLink]>([
    [
      'an archive paper goes to its issue',
      'archives',
      at(2025, 2, 3),
      archives,
      {
        href: '/archives/paperlist?year=2025&volume=2&issue=3',
        label: 'Back to Volume 2, Issue 3 (2025)',
      },
    ],
    [
      'an archive paper goes to its issue even without the index',
      'archives',
      at(2025, 2, 3),
      null,
      {
        href: '/archives/paperlist?year=2025&volume=2&issue=3',
        label: 'Back to Volume 2, Issue 3 (2025)',
      },
    ],
    [
      'a paper of an issue the index does not list goes to the archives',
      'archives',
      at(2019, 9, 1),
      archives,
      { href: '/archives', label: 'Back to Archives' },
    ],
    [
      'a paper without its issue goes to the index',
      'archives',
      at(2025),
      archives,
      { href: '/archives', label: 'Back to Archives' },
    ],
    [
      'a current-issue paper goes to its current-issue list',
      'current-issue',
      at(2026, 3, 2),
      current,
      {
        href: '/current-issue/paperlist?year=2026&volume=3&issue=2',
        label: 'Back to Volume 3, Issue 2 (2026)',
      },
    ],
    [
      'a current-issue paper of an issue above the latest issue count goes to the archives',
      'current-issue',
      at(2025, 2, 5),
      current,
      {
        href: '/archives/paperlist?year=2025&volume=2&issue=5',
        label: 'Back to Volume 2, Issue 5 (2025)',
      },
    ],
    [
      'a thesis of a year with one volume goes to that volume',
      'thesis',
      at(2026),
      thesis,
      { href: '/thesis/paperlist?year=2026&volume=3', label: 'Back to Volume 3, Year 2026' },
    ],
    [
      'a thesis of a year with two volumes goes to the thesis index',
      'thesis',
      at(2025),
      thesis,
      { href: '/thesis', label: 'Back to Thesis' },
    ],
    [
      'a thesis without the index goes to the index',
      'thesis',
      at(2026),
      null,
      { href: '/thesis', label: 'Back to Thesis' },
    ],
    [
      'a conference paper of a year with one conference goes to that conference',
      'conference',
      at(2026),
      conference,
      {
        href: '/conference/paperlist?id=7&name=ICETCE+2026&year=2026&volume=3&issue=2',
        label: 'Back to ICETCE 2026',
      },
    ],
    [
      'a conference paper of a year with two conferences goes to the conference index',
      'conference',
      at(2024),
      conference,
      { href: '/conference', label: 'Back to Conferences' },
    ],
    [
      'a conference paper without a year goes to the conference index',
      'conference',
      at(null),
      conference,
      { href: '/conference', label: 'Back to Conferences' },
    ],
  ])('%s', (_, variant, place, context, expected) => {
    expect(detailsBackLink(variant, place, context)).toEqual(expected);
  });
});
