// The addresses of a record's citation files: /cite/<kind>/<id>.<bib|ris|json> under the
// journal's prefix (relative to it here), the same for every reader and stable over time.
import type { RecordKind } from '../records.ts';

export const citationFileNames = [
  { extension: 'bib', label: 'BibTeX' },
  { extension: 'ris', label: 'RIS' },
  { extension: 'json', label: 'CSL-JSON' },
] as const;

export function citeHref(kind: RecordKind, id: string, extension: 'bib' | 'ris' | 'json'): string {
  return `/cite/${kind}/${encodeURIComponent(id)}.${extension}`;
}

/** The kind, id and extension a citation file name stands for, or null. */
export function parseCiteFile(
  kind: string,
  file: string,
): { kind: RecordKind; id: string; extension: 'bib' | 'ris' | 'json' } | null {
  const match = /^([A-Za-z0-9_-]{1,64})\.(bib|ris|json)$/.exec(file);
  if (!match || !['article', 'thesis', 'conference'].includes(kind)) return null;
  return {
    kind: kind as RecordKind,
    id: match[1] as string,
    extension: match[2] as 'bib' | 'ris' | 'json',
  };
}
