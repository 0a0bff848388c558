// The journal's records as OAI-PMH items: an identifier, a datestamp and the sets they belong
// to. Sets (section 2.7.1): one per kind of record ('article', 'thesis', 'conference') and
// under each one per volume ('article:volume-2').
import { oaiRepositoryIdentifier, type JournalSiteConfig } from '@journals/site-config';
import { recordKinds, type JournalRecord, type RecordKind } from '../records.ts';
import { recordDatestamp } from './oai-dates.ts';

export interface OaiItem {
  identifier: string;
  datestamp: string;
  setSpecs: string[];
  record: JournalRecord;
}

export interface OaiSet {
  spec: string;
  name: string;
}

export const kindNames: Record<RecordKind, string> = {
  article: 'Articles',
  thesis: 'Theses',
  conference: 'Conference papers',
};

export function oaiIdentifier(site: Pick<JournalSiteConfig, 'id'>, record: JournalRecord): string {
  return `oai:${oaiRepositoryIdentifier}:${site.id}/${record.kind}/${record.summary.id}`;
}

/** The kind and id an identifier of this journal names, or null. */
export function parseOaiIdentifier(
  site: Pick<JournalSiteConfig, 'id'>,
  identifier: string,
): { kind: RecordKind; id: string } | null {
  const prefix = `oai:${oaiRepositoryIdentifier}:${site.id}/`;
  if (!identifier.startsWith(prefix)) return null;
  const [kind, id, ...rest] = identifier.slice(prefix.length).split('/');
  const known = recordKinds.find((name) => name === kind);
  return known && id && rest.length === 0 && /^[A-Za-z0-9_-]{1,64}$/.test(id)
    ? { kind: known, id }
    : null;
}

export function setSpecsOf(record: JournalRecord): string[] {
  return record.volume === null
    ? [record.kind]
    : [record.kind, `${record.kind}:volume-${record.volume}`];
}

export function oaiItem(site: JournalSiteConfig, record: JournalRecord): OaiItem {
  return {
    identifier: oaiIdentifier(site, record),
    datestamp: recordDatestamp(
      record.summary.updatedAt,
      record.summary.year,
      site.journal.startYear,
    ),
    setSpecs: setSpecsOf(record),
    record,
  };
}

/** Every set of the records: the kinds, then each kind's volumes in ascending order. */
export function oaiSets(site: JournalSiteConfig, records: readonly JournalRecord[]): OaiSet[] {
  const sets: OaiSet[] = [];
  for (const kind of recordKinds) {
    const volumes = [
      ...new Set(
        records
          .filter((record) => record.kind === kind && record.volume !== null)
          .map((record) => record.volume as number),
      ),
    ].sort((a, b) => a - b);
    if (!records.some((record) => record.kind === kind)) continue;
    sets.push({ spec: kind, name: `${site.names.acronym} ${kindNames[kind].toLowerCase()}` });
    for (const volume of volumes) {
      sets.push({
        spec: `${kind}:volume-${volume}`,
        name: `${site.names.acronym} ${kindNames[kind].toLowerCase()}, Volume ${volume}`,
      });
    }
  }
  return sets;
}
