// What the journal generator asks, in order, and the rules each answer must meet. The prompts of
// `turbo/generators/config.ts` use these; so does `--args` (answers given on the command line are
// validated the same way).
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  creativeCommonsLicences,
  isValidIssn,
  journalConfigs,
  siteConfigs,
  type Licence,
} from '@journals/site-config';

export interface JournalAnswers {
  /** Lowercase letters: the prefix `/<id>/`, `apps/<id>`, `sites/<id>.ts`, the API base. */
  id: string;
  /** The short mark in the header, e.g. 'INDJCSE'. */
  acronym: string;
  /** The descriptive title, e.g. 'Indian Journal of Computer Science and Engineering'. */
  title: string;
  /** The field in running text, e.g. 'computer science and engineering'. */
  subject: string;
  /** The journal's id in the external editorial system. */
  editorialJournalId: number;
  /** Print ISSN, NNNN-NNNC. */
  issn: string;
  /** Electronic ISSN, NNNN-NNNC. */
  eIssn: string;
  /** The SPDX id of one of `creativeCommonsLicences`. */
  licence: string;
}

/** A prompt's verdict: true, or what is wrong. */
export type Verdict = true | string;

/**
 * Addresses a journal prefix would take from the publisher's app or `pnpm start`: the first
 * segment of every publisher route, its built assets, and the Storybook.
 */
export function reservedIds(): Set<string> {
  const publisherSegments = siteConfigs.publisher.routes
    .map((route) => route.split('/')[1]?.toLowerCase() ?? '')
    .filter(Boolean);
  return new Set([...publisherSegments, 'assets', 'storybook', 'publisher']);
}

export function validateId(value: string, root: string): Verdict {
  if (!/^[a-z]{3,16}$/.test(value)) return 'The id is 3 to 16 lowercase letters, e.g. indjcse.';
  if (value in siteConfigs) return `${value} is already a site.`;
  if (reservedIds().has(value)) return `/${value}/ is an address of the publisher's site.`;
  for (const taken of [
    path.join(root, 'apps', value),
    path.join(root, 'packages', 'site-config', 'src', 'sites', `${value}.ts`),
  ]) {
    if (existsSync(taken)) return `${path.relative(root, taken)} exists already.`;
  }
  return true;
}

/** The acronym given, or the id in upper case when none is. */
export function acronymOf(value: string, id: string): string {
  const acronym = value.trim();
  return acronym === '' ? id.toUpperCase() : acronym.toUpperCase();
}

export function validateAcronym(value: string): Verdict {
  const acronym = value.trim();
  if (acronym === '') return true;
  return /^[A-Za-z][A-Za-z0-9]{1,15}$/.test(acronym)
    ? true
    : 'The acronym is 2 to 16 letters or digits, starting with a letter.';
}

export function validateTitle(value: string): Verdict {
  const title = value.trim();
  if (title.length < 10) return 'The title is the full name, e.g. Indian Journal of …';
  return /["`\\]/.test(title) ? 'The title cannot hold quotes or backslashes.' : true;
}

export function validateSubject(value: string): Verdict {
  const subject = value.trim();
  if (!/^[A-Za-z][A-Za-z ,&-]{2,79}$/.test(subject)) {
    return 'The subject is a phrase of words, e.g. computer science and engineering.';
  }
  return true;
}

/** The subject as page texts run it: 'Computer Science and Engineering' -> 'computer science …'. */
export function subjectOf(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function validateEditorialJournalId(value: string): Verdict {
  const text = value.trim();
  if (!/^[1-9]\d{0,8}$/.test(text)) return 'The editorial journal id is a positive integer.';
  const taken = journalConfigs.find((journal) => journal.editorialLogin.journalId === Number(text));
  return taken ? `${taken.names.acronym} has editorial journal id ${text}.` : true;
}

export function validateIssn(value: string, otherIssn?: string): Verdict {
  const issn = issnOf(value);
  if (!isValidIssn(issn)) {
    return 'An ISSN is NNNN-NNNC with its check digit (ISO 3297), e.g. 2049-3630.';
  }
  if (otherIssn !== undefined && issn === issnOf(otherIssn)) {
    return 'The e-ISSN differs from the print ISSN.';
  }
  const taken = journalConfigs.find(
    (journal) => journal.journal.issn === issn || journal.journal.eIssn === issn,
  );
  return taken ? `${issn} is ${taken.names.acronym}'s.` : true;
}

/** The ISSN as written: trimmed, with a capital X. */
export function issnOf(value: string): string {
  return value.trim().toUpperCase();
}

export function licenceOf(spdx: string): Licence {
  const licence = creativeCommonsLicences.find((candidate) => candidate.spdx === spdx);
  if (!licence) throw new Error(`Not a licence the generator offers: ${spdx}`);
  return licence;
}

/** The licence prompt's choices: matched by SPDX id, name or position in `--args`. */
export const licenceChoices = creativeCommonsLicences.map((licence) => ({
  name: `${licence.spdx} (${licence.name})`,
  value: licence.spdx,
}));
