import { describe, expect, it } from 'vitest';
import {
  authorsOf,
  conferencePaperSchema,
  normalizeConferencePaper,
  normalizePaper,
  normalizeThesis,
  paperSchema,
  thesisSchema,
  type PaperSummary,
} from '../src/index.ts';
import { conferencePaperBody, paperBody, thesisBody } from './fixtures/server-bodies.ts';

const emptySlots: Record<`author_${1 | 2 | 3 | 4 | 5 | 6}`, string | null> = {
  author_1: null,
  author_2: null,
  author_3: null,
  author_4: null,
  author_5: null,
  author_6: null,
};

describe('authorsOf', () => {
  it.each<[string, Partial<typeof emptySlots>, string[]]>([
    [
      'keeps the order of the slots',
      { author_1: 'A', author_2: 'B', author_6: 'F' },
      ['A', 'B', 'F'],
    ],
    ['skips empty slots', { author_2: 'B', author_4: 'D' }, ['B', 'D']],
    ['gives no authors when every slot is empty', {}, []],
    [
      'reads all six slots',
      { author_1: '1', author_2: '2', author_3: '3', author_4: '4', author_5: '5', author_6: '6' },
      ['1', '2', '3', '4', '5', '6'],
    ],
  ])('%s', (_what, slots, expected) => {
    expect(authorsOf({ ...emptySlots, ...slots })).toEqual(expected);
  });
});

describe('paper summaries', () => {
  it.each<[string, () => PaperSummary, PaperSummary]>([
    [
      'an archive paper',
      () => normalizePaper(paperSchema.parse(paperBody)),
      {
        id: '101',
        uniqueId: 'INDJECE-2025-101',
        title: 'Low-Power Antenna Design for IoT Nodes',
        authors: ['A. Kumar', 'B. Rao'],
        month: 'April',
        year: 2025,
        updatedAt: '2025-04-03T10:00:00Z',
        pages: '12-19',
        pdfUrl: 'http://127.0.0.1:4310/indjece/files/papers/101.pdf',
        volume: 1,
        issue: 2,
      },
    ],
    [
      'a conference paper (no month or year: the card falls back to updatedAt)',
      () => normalizeConferencePaper(conferencePaperSchema.parse(conferencePaperBody)),
      {
        id: '7',
        uniqueId: null,
        title: 'Edge Inference on Microcontrollers',
        authors: ['C. Das', 'D. Sen'],
        month: null,
        year: null,
        updatedAt: '2025-03-15 09:30:00',
        pages: '1-6',
        pdfUrl: 'http://127.0.0.1:4310/indjece/files/conference/7.pdf',
        volume: null,
        issue: null,
      },
    ],
    [
      'a thesis (PDF from paper_url)',
      () => normalizeThesis(thesisSchema.parse(thesisBody)),
      {
        id: '3',
        uniqueId: null,
        title: 'Adaptive Equalisers for 5G Receivers',
        authors: ['E. Iyer'],
        month: 'June',
        year: 2024,
        updatedAt: null,
        pages: '120',
        pdfUrl: 'http://127.0.0.1:4310/indjece/files/theses/3.pdf',
        volume: null,
        issue: null,
      },
    ],
    [
      'a thesis with the date it last changed (ours)',
      () =>
        normalizeThesis(thesisSchema.parse({ ...thesisBody, updated_at: '2024-07-01T08:00:00Z' })),
      expect.objectContaining({ updatedAt: '2024-07-01T08:00:00Z' }) as PaperSummary,
    ],
    [
      'a paper with no author slots, from the combined paper_author',
      () =>
        normalizePaper(
          paperSchema.parse({
            ...paperBody,
            author_1: '',
            author_4: null,
            paper_author: 'X. Y; Z. W, ',
          }),
        ),
      expect.objectContaining({ authors: ['X. Y', 'Z. W'] }) as PaperSummary,
    ],
    [
      'a paper with only the required fields',
      () => normalizePaper(paperSchema.parse({ paper_id: '9', paper_title: 'T' })),
      {
        id: '9',
        uniqueId: null,
        title: 'T',
        authors: [],
        month: null,
        year: null,
        updatedAt: null,
        pages: null,
        pdfUrl: null,
        volume: null,
        issue: null,
      },
    ],
  ])('%s', (_what, normalize, expected) => {
    expect(normalize()).toEqual(expected);
  });
});
