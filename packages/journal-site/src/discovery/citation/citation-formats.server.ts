// Citations of one CSL-JSON record, by citation-js on the server (never in a browser bundle):
// the styles @citation-js/plugin-csl bundles (APA 7, Harvard, Vancouver) as plain text, and the
// record as BibTeX, RIS and CSL-JSON files.
// Packages that import this module see its ambient declarations through the reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./citation-js.d.ts" />
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
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

export function formattedCitations(item: CslItem): FormattedCitation[] {
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

export function citationFile(item: CslItem, file: CitationFile): string {
  if (file === 'json') return `${JSON.stringify([item], null, 2)}\n`;
  return `${String(new Cite(item).format(citationFiles[file].format)).trim()}\n`;
}
