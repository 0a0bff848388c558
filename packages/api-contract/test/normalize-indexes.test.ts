import { describe, expect, it } from 'vitest';
import {
  archiveYearListingResponse,
  normalizeArchiveIndex,
  normalizeThesisIndex,
  thesisYearListingResponse,
  type ArchiveIndex,
} from '../src/index.ts';

describe('normalizeArchiveIndex', () => {
  it.each<[string, unknown, ArchiveIndex]>([
    [
      'puts the newest year first, volumes and issues ascending',
      { '2024': { '1': [3, 1, 2] }, '2025': { '3': [1], '2': [2, 1] } },
      [
        {
          year: 2025,
          volumes: [
            { volume: 2, issues: [1, 2] },
            { volume: 3, issues: [1] },
          ],
        },
        { year: 2024, volumes: [{ volume: 1, issues: [1, 2, 3] }] },
      ],
    ],
    [
      'sorts numerically, not as text',
      { '2025': { '10': [10, 9], '9': [1] } },
      [
        {
          year: 2025,
          volumes: [
            { volume: 9, issues: [1] },
            { volume: 10, issues: [9, 10] },
          ],
        },
      ],
    ],
    [
      'removes duplicate issues',
      { '2025': { '1': ['2', 2, 1] } },
      [{ year: 2025, volumes: [{ volume: 1, issues: [1, 2] }] }],
    ],
    [
      'leaves out volumes without issues and years without volumes',
      { '2025': { '1': [], '2': [1] }, '2024': {}, '2023': [] },
      [{ year: 2025, volumes: [{ volume: 2, issues: [1] }] }],
    ],
    ['gives an empty index for an empty map', [], []],
  ])('%s', (_what, archives, expected) => {
    const validated = archiveYearListingResponse.parse({ archives }).archives;

    expect(normalizeArchiveIndex(validated)).toEqual(expected);
  });
});

describe('normalizeThesisIndex', () => {
  it.each<[string, unknown, ArchiveIndex]>([
    [
      'gives every volume the single issue 0, newest year first',
      { '2023': ['1'], '2024': ['2', '1'] },
      [
        {
          year: 2024,
          volumes: [
            { volume: 1, issues: [0] },
            { volume: 2, issues: [0] },
          ],
        },
        { year: 2023, volumes: [{ volume: 1, issues: [0] }] },
      ],
    ],
    ['leaves out years without volumes', { '2024': [] }, []],
    ['gives an empty index for an empty map', [], []],
  ])('%s', (_what, thesis, expected) => {
    const validated = thesisYearListingResponse.parse({ thesis }).thesis;

    expect(normalizeThesisIndex(validated)).toEqual(expected);
  });
});
