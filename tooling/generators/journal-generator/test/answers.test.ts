import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  acronymOf,
  licenceChoices,
  licenceOf,
  reservedIds,
  subjectOf,
  validateAcronym,
  validateEditorialJournalId,
  validateId,
  validateIssn,
  validateSubject,
  validateTitle,
} from '../src/answers.ts';

const root = mkdtempSync(path.join(tmpdir(), 'journal-answers-'));
mkdirSync(path.join(root, 'apps', 'indjold'), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the id', () => {
  it('accepts a new id of lowercase letters', () => {
    expect(validateId('indjcse', root)).toBe(true);
  });

  it.each([
    ['INDJCSE', /lowercase letters/],
    ['ind-jcse', /lowercase letters/],
    ['ij', /lowercase letters/],
    ['indjeee', /already a site/],
    ['publisher', /already a site/],
    ['journals', /publisher's site/],
    ['storybook', /publisher's site/],
    ['assets', /publisher's site/],
    ['indjold', /apps\/indjold exists already/],
  ])('refuses %s', (id, reason) => {
    expect(validateId(id, root)).toMatch(reason);
  });

  it('reserves the first segment of every publisher route', () => {
    expect([...reservedIds()]).toEqual(expect.arrayContaining(['journals', 'faqs', 'about']));
  });
});

describe('the acronym', () => {
  it('defaults to the id in upper case and is written in upper case', () => {
    expect(acronymOf('', 'indjcse')).toBe('INDJCSE');
    expect(acronymOf(' indjcs ', 'indjcse')).toBe('INDJCS');
    expect(validateAcronym('')).toBe(true);
    expect(validateAcronym('INDJCSE2')).toBe(true);
    expect(validateAcronym('IND JCSE')).toMatch(/letters or digits/);
  });
});

describe('the title and the subject', () => {
  it('wants a full title without quotes', () => {
    expect(validateTitle('Indian Journal of Computer Science and Engineering')).toBe(true);
    expect(validateTitle('INDJCSE')).toMatch(/full name/);
    expect(validateTitle("Indian Journal of 'Things'")).toBe(true);
    expect(validateTitle('Indian Journal of "Things"')).toMatch(/quotes/);
  });

  it('runs the subject in lower case', () => {
    expect(validateSubject('Computer Science and Engineering')).toBe(true);
    expect(validateSubject('42')).toMatch(/phrase of words/);
    expect(subjectOf('  Computer Science   and Engineering ')).toBe(
      'computer science and engineering',
    );
  });
});

describe('the editorial journal id', () => {
  it('accepts 7', () => {
    expect(validateEditorialJournalId('7')).toBe(true);
  });

  it.each([
    ['0', /positive integer/],
    ['-3', /positive integer/],
    ['2.5', /positive integer/],
    ['x', /positive integer/],
    ['4', /INDJEEE has editorial journal id 4/],
  ] as const)('refuses %s with %s', (value, message) => {
    expect(validateEditorialJournalId(value)).toMatch(message);
  });
});

describe('the ISSNs', () => {
  it('accept an ISSN with its check digit that no journal has', () => {
    expect(validateIssn('9999-0083')).toBe(true);
    expect(validateIssn('0000-006x')).toBe(true);
  });

  it.each([
    ['9999-0084', /check digit/],
    ['99990083', /check digit/],
    ['9999-0016', /INDJEEE's/],
  ])('refuse %s', (issn, reason) => {
    expect(validateIssn(issn)).toMatch(reason);
  });

  it('want an e-ISSN other than the print ISSN', () => {
    expect(validateIssn('9999-0083', '9999-0083')).toMatch(/differs/);
    expect(validateIssn('9999-0091', '9999-0083')).toBe(true);
  });
});

describe('the licence', () => {
  it('is one of the Creative Commons licences, chosen by SPDX id', () => {
    expect(licenceChoices.map((choice) => choice.value)).toEqual([
      'CC-BY-4.0',
      'CC-BY-SA-4.0',
      'CC-BY-ND-4.0',
      'CC-BY-NC-4.0',
      'CC-BY-NC-SA-4.0',
      'CC-BY-NC-ND-4.0',
    ]);
    expect(licenceOf('CC-BY-SA-4.0').url).toBe('https://creativecommons.org/licenses/by-sa/4.0/');
    expect(() => licenceOf('MIT')).toThrow(/Not a licence/);
  });
});
