// Citations of one CSL-JSON record, by citation-js on the server (never in a browser bundle):
// the styles @citation-js/plugin-csl bundles (APA 7, Harvard, Vancouver) as plain text, and the
// record as BibTeX, RIS and CSL-JSON files. Formatting is most of the CPU a paper page costs, so
// each record's citations are formatted once: kept in an LRU keyed by the journal, the paper, its
// updated_at and the record itself, so a changed paper (or a changed record of it) gets new ones.
// Packages that import this module see its ambient declarations through the reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./citation-js.d.ts" />
import { Cite } from '@citation-js/core';
import { LRUCache } from 'lru-cache';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import type { PaperDetails } from '@journals/api-contract';
import type { JournalSiteConfig } from '@journals/site-config';
import type { RecordKind } from '../records.ts';
import type { CslItem } from './csl-record.ts';

export const citationStyles = [
  { template: 'apa', label: 'APA (7th edition)' },
  { template: 'harvard1', label: 'Harvard' },
  { template: 'vancouver', label: 'Vancouver' },
] as const;

export interface FormattedCitation {
  label: string;
  text: string;
}

/** Which version of which paper a record is: what a cached citation is kept under. */
export interface RecordVersion {
  journal: string;
  paperId: string;
  /** The paper's updated_at; null when the API gives none. */
  updatedAt: string | null;
}

/** The version of a paper's record on a journal. */
export function recordVersion(
  site: Pick<JournalSiteConfig, 'id'>,
  kind: RecordKind,
  details: Pick<PaperDetails, 'id' | 'updatedAt'>,
): RecordVersion {
  return { journal: site.id, paperId: `${kind} ${details.id}`, updatedAt: details.updatedAt };
}

/** Characters of citations kept for the process (a paper's styles and files: ~3-6 K). */
export const citationCacheCharacters = 8_000_000;

const formatted = new LRUCache<string, FormattedCitation[] | string>({
  maxSize: citationCacheCharacters,
  sizeCalculation: (value, key) =>
    key.length +
    (typeof value === 'string'
      ? value.length
      : value.reduce((sum, citation) => sum + citation.text.length, 0)),
});

/** The record's citations of one kind, formatted once per record version. */
function once<T extends FormattedCitation[] | string>(
  kind: string,
  version: RecordVersion,
  item: CslItem,
  format: () => T,
): T {
  const key = [
    kind,
    version.journal,
    version.paperId,
    version.updatedAt,
    JSON.stringify(item),
  ].join('\n');
  const kept = formatted.get(key) as T | undefined;
  if (kept !== undefined) return kept;
  const value = format();
  formatted.set(key, value);
  return value;
}

/** The record in the three styles, as plain text. */
export function formattedCitations(version: RecordVersion, item: CslItem): FormattedCitation[] {
  return once('styles', version, item, () => formatCitations(item));
}

function formatCitations(item: CslItem): FormattedCitation[] {
  const cite = new Cite(item);
  return citationStyles.map(({ template, label }) => ({
    label,
    text: String(cite.format('bibliography', { format: 'text', template, lang: 'en-US' }))
      .trim()
      // Vancouver numbers its list; one entry needs no number.
      .replace(/^1\.\s+/, ''),
  }));
}

export const citationFiles = {
  bib: { type: 'application/x-bibtex; charset=utf-8', format: 'bibtex' },
  ris: { type: 'application/x-research-info-systems; charset=utf-8', format: 'ris' },
  json: { type: 'application/vnd.citationstyles.csl+json; charset=utf-8', format: 'csl-json' },
} as const;

export type CitationFile = keyof typeof citationFiles;

/** The record as a BibTeX, RIS or CSL-JSON file. */
export function citationFile(version: RecordVersion, item: CslItem, file: CitationFile): string {
  if (file === 'json') return `${JSON.stringify([item], null, 2)}\n`;
  return once(
    file,
    version,
    item,
    () => `${String(new Cite(item).format(citationFiles[file].format)).trim()}\n`,
  );
}
