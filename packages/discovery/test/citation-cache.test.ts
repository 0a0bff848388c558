// @vitest-environment node
// A paper's citations are formatted once per version of its record: the same paper again gets
// the kept citations, a paper whose updated_at or record changed gets new ones.
import { describe, expect, it } from 'vitest';
import {
  citationFile,
  formattedCitations,
  type RecordVersion,
} from '../src/citation/citation-formats.server.ts';
import type { CslItem } from '../src/citation/csl-record.ts';

const item: CslItem = {
  id: 'indjece-article-41',
  type: 'article-journal',
  title: 'Channel Estimation for Massive MIMO',
  author: [{ family: 'Kumar', given: 'A. S.' }],
  'container-title': 'Indian Journal of Electronics and Communication Engineering',
  volume: '3',
  issue: '1',
  page: '1-9',
  URL: 'https://indjournals.example/indjece/archives/paper-details?paperid=41',
  issued: { 'date-parts': [[2026, 3]] },
  language: 'en',
};

const version: RecordVersion = {
  journal: 'indjece',
  paperId: 'article 41',
  updatedAt: '2026-04-16T13:09:53.000Z',
};

describe('citations of a paper', () => {
  it('are formatted once for the same version of the same record', () => {
    const first = formattedCitations(version, item);
    expect(first.map((citation) => citation.label)).toEqual([
      'APA (7th edition)',
      'Harvard',
      'Vancouver',
    ]);
    expect(first[0]?.text).toContain('Channel Estimation for Massive MIMO');
    expect(formattedCitations({ ...version }, { ...item })).toBe(first);
    const bibtex = citationFile(version, item, 'bib');
    expect(citationFile(version, { ...item }, 'bib')).toBe(bibtex);
    expect(bibtex).toMatch(/^@article\{/);
  });

  it('are formatted again when the paper was updated', () => {
    const first = formattedCitations(version, item);
    const updated = formattedCitations({ ...version, updatedAt: '2026-05-01T00:00:00.000Z' }, item);
    expect(updated).not.toBe(first);
    expect(updated).toEqual(first);
  });

  it('follow a record that changed under the same updated_at', () => {
    const renamed = formattedCitations(version, {
      ...item,
      title: 'Channel Tracking for Massive MIMO',
    });
    expect(renamed[0]?.text).toContain('Channel Tracking for Massive MIMO');
    expect(renamed[0]?.text).not.toContain('Channel Estimation');
  });

  it('are kept apart per journal and paper', () => {
    const first = formattedCitations(version, item);
    expect(formattedCitations({ ...version, journal: 'indjeee' }, item)).not.toBe(first);
    expect(formattedCitations({ ...version, paperId: 'thesis 41' }, item)).not.toBe(first);
  });
});
