// @vitest-environment node
// The citations of a record as readers and reference managers get them: the three styles as
// plain text (one entry, so no list number), kept per version of the record unless too large,
// and the BibTeX, RIS and CSL-JSON files, which citation-js reads back as the same paper.
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import { siteConfigs } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import {
  citationFile,
  citationFiles,
  formattedCitations,
  recordVersion,
} from '../src/citation/citation-formats.server.ts';
import type { CslItem } from '../src/citation/csl-record.ts';

const item: CslItem = {
  id: 'indjece-article-7',
  type: 'article-journal',
  title: 'Channel Estimation',
  author: [{ family: 'Kumar', given: 'A. S.' }, { literal: 'Plato' }],
  URL: 'https://journals.example/indjece/archives/paper-details?paperid=7',
  language: 'en',
  'container-title': 'Indian Journal of Electronics and Communication Engineering',
  'container-title-short': 'INDJECE',
  ISSN: '9999-0040',
  publisher: 'IND Journals',
  volume: '2',
  issue: '3',
  page: '1-9',
  DOI: '10.5555/x.7',
  issued: { 'date-parts': [[2025, 3, 14]] },
};

const version = recordVersion(siteConfigs.indjece, 'article', {
  id: '7',
  updatedAt: '2026-01-02T03:04:05Z',
});

describe('the version of a record', () => {
  it('is the journal, the kind and id of the paper, and its updated_at', () => {
    expect(version).toEqual({
      journal: 'indjece',
      paperId: 'article 7',
      updatedAt: '2026-01-02T03:04:05Z',
    });
    expect(recordVersion(siteConfigs.indjeee, 'thesis', { id: '7', updatedAt: null })).toEqual({
      journal: 'indjeee',
      paperId: 'thesis 7',
      updatedAt: null,
    });
  });
});

describe('the formatted citations', () => {
  it('are APA, Harvard and Vancouver, each one entry of plain text without a list number', () => {
    const [apa, harvard, vancouver, ...others] = formattedCitations(version, item);

    expect(others).toEqual([]);
    expect(apa).toEqual({
      label: 'APA (7th edition)',
      text: 'Kumar, A. S. & Plato. (2025). Channel Estimation. Indian Journal of Electronics and Communication Engineering, 2(3), 1–9. https://doi.org/10.5555/x.7',
    });
    expect(harvard?.label).toBe('Harvard');
    expect(harvard?.text).toMatch(/^Kumar, A\.S\. and Plato \(2025\) “Channel Estimation,” /);
    expect(harvard?.text).toMatch(/Available at: https:\/\/doi\.org\/10\.5555\/x\.7\.$/);
    // Vancouver numbers the entries of a list: one entry has no number.
    expect(vancouver).toEqual({
      label: 'Vancouver',
      text: 'Kumar AS, Plato. Channel Estimation. INDJECE. 2025 Mar 14;2(3):1–9. doi:10.5555/x.7',
    });
  });

  it('keep a number in the title, in every style', () => {
    const titled = { ...item, title: 'Channels, Part 1. Estimation' };

    for (const citation of formattedCitations({ ...version, paperId: 'article 8' }, titled)) {
      expect(citation.text).toContain('Part 1. Estimation');
    }
  });

  it('are kept apart for versions whose fields would run together', () => {
    const first = formattedCitations(
      { journal: 'indjece', paperId: 'article 1', updatedAt: '2' },
      item,
    );
    const second = formattedCitations(
      { journal: 'indjece', paperId: 'article 12', updatedAt: null },
      item,
    );

    expect(second).not.toBe(first);
  });

  it('are formatted again each time when they are larger than the cache', () => {
    // A title of 2.1 million characters: the three styles repeat it, over the 8 million
    // characters of citations the process keeps.
    const huge = { ...item, title: 'word '.repeat(420_000).trim() };
    const first = formattedCitations(version, huge);

    expect(first.map((citation) => citation.label)).toHaveLength(3);
    expect(formattedCitations(version, huge)).not.toBe(first);
    expect(formattedCitations(version, item)).toBe(formattedCitations(version, item));
  });
});

describe('the citation files', () => {
  it('give the record itself as CSL-JSON', () => {
    const json = citationFile(version, item, 'json');

    expect(json).toBe(`${JSON.stringify([item], null, 2)}\n`);
    expect(JSON.parse(json)).toEqual([item]);
  });

  it.each(['bib', 'ris'] as const)('give it as %s, read back as the same paper', (file) => {
    const text = citationFile(version, item, file);
    const [read] = new Cite(text).data as Record<string, unknown>[];

    expect(text.endsWith('\n')).toBe(true);
    expect(text).toBe(`${text.trim()}\n`);
    expect(read?.title).toBe('Channel Estimation');
    expect(read?.DOI).toBe('10.5555/x.7');
    expect(String(read?.volume)).toBe('2');
  });

  it('start as their formats do', () => {
    expect(citationFile(version, item, 'bib')).toMatch(/^@article\{/);
    expect(citationFile(version, item, 'ris')).toMatch(/^TY {2}- JOUR\n[\s\S]*\nER {2}-\n$/);
  });

  it('have their media types', () => {
    expect(citationFiles).toEqual({
      bib: { type: 'application/x-bibtex; charset=utf-8', format: 'bibtex' },
      ris: { type: 'application/x-research-info-systems; charset=utf-8', format: 'ris' },
      json: { type: 'application/vnd.citationstyles.csl+json; charset=utf-8', format: 'csl-json' },
    });
  });
});
