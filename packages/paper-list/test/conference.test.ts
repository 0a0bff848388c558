import { describe, expect, it } from 'vitest';
import { conferenceAt, conferenceIndex, findConference } from '../src/model/index.ts';
import { conferenceCategories } from './fixtures.ts';

describe('finding the conference of a list', () => {
  it.each([
    [7, 'ICEC 2025', 7],
    [7, 'icec 2025', 7],
    [7, 'ICEC 2025 ', 7],
    [5, 'race 2025', 5],
    [3, 'NATIONAL CONFERENCE ON SIGNAL PROCESSING', 3],
    [7, 'RACE 2025', null],
    [8, 'ICEC 2025', null],
    [7, '', null],
    [7, 'ICEC', null],
  ])('id %i with name %j finds conference %s', (id, name, found) => {
    expect(findConference(conferenceCategories, id, name)?.id ?? null).toBe(found);
  });
});

describe('the conference index', () => {
  it('arranges the conferences by year (newest first), volume and issue', () => {
    expect(conferenceIndex(conferenceCategories)).toEqual([
      { year: 2025, volumes: [{ volume: 2, issues: [2, 4] }] },
      { year: 2024, volumes: [{ volume: 1, issues: [6] }] },
    ]);
  });

  it.each([
    [{ year: 2025, volume: 2, issue: 4 }, 7],
    [{ year: 2025, volume: 2, issue: 2 }, 5],
    [{ year: 2024, volume: 1, issue: 6 }, 3],
    [{ year: 2024, volume: 1, issue: 1 }, null],
  ])('%j leads to conference %s (the lowest id there)', (slot, id) => {
    expect(conferenceAt(conferenceCategories, slot)?.id ?? null).toBe(id);
  });
});
