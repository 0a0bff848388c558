import { describe, expect, it } from 'vitest';
import {
  contactDefaults,
  creativeCommonsLicences,
  defineJournal,
  issnCheckDigit,
  isValidIssn,
  journalConfigs,
  journalIds,
  journalNamed,
  siteConfigs,
  siteIds,
} from '../src/index.ts';

describe('the registry of sites', () => {
  it('lists the publisher first, then the journals, each under its own id', () => {
    expect(siteIds[0]).toBe('publisher');
    for (const [key, config] of Object.entries(siteConfigs)) expect(config.id).toBe(key);
    expect(journalIds).toEqual(['indjeee', 'indjece']);
    expect(journalConfigs.map((config) => config.prefix)).toEqual(['/indjeee/', '/indjece/']);
  });

  it('finds a journal by a name read from outside, and names the journals when it finds none', () => {
    expect(journalNamed('indjeee')).toBe(siteConfigs.indjeee);
    expect(journalNamed('indjece')).toBe(siteConfigs.indjece);
    expect(() => journalNamed('publisher')).toThrow(
      "'publisher' names no journal; the journals are indjeee, indjece.",
    );
    expect(() => journalNamed(undefined)).toThrow("'' names no journal");
  });

  it('gives every journal valid ISSNs and one of the Creative Commons licences', () => {
    const spdxIds: string[] = creativeCommonsLicences.map((licence) => licence.spdx);
    for (const journal of journalConfigs) {
      expect(isValidIssn(journal.journal.issn), journal.id).toBe(true);
      expect(isValidIssn(journal.journal.eIssn), journal.id).toBe(true);
      expect(spdxIds, journal.id).toContain(journal.licence.spdx);
    }
  });
});

describe('defineJournal for a journal added later', () => {
  const journal = defineJournal({
    id: 'indjcse',
    acronym: 'INDJCSE',
    title: 'Indian Journal of Computer Science and Engineering',
    titleVariants: [],
    subject: 'computer science and engineering',
    licence: creativeCommonsLicences[0],
    editorialJournalId: 7,
    issn: '9999-0083',
    eIssn: '9999-0091',
    doiPrefix: '10.5555',
    ethicsTargets: ['plagiarism-policy'],
  });

  it('derives its prefix, API base, editorial mailbox and page texts from its id and names', () => {
    expect(journal.prefix).toBe('/indjcse/');
    expect(journal.apiBasePath).toBe('/indjcse');
    expect(journal.contact.journalEmail).toBe('editor.indjcse@indjournals.example');
    expect(journal.contact.supportEmail).toBe(contactDefaults('publisher').supportEmail);
    expect(journal.editorialLogin.journalId).toBe(7);
    expect(journal.defaultMeta.description).toContain('computer science and engineering');
  });
});

describe('ISSN check digits', () => {
  it.each([
    ['0317847', '1'],
    ['2049363', '0'],
    ['9999001', '6'],
    ['0000006', 'X'],
  ])('the check digit of %s is %s', (digits, check) => {
    expect(issnCheckDigit(digits)).toBe(check);
  });

  it.each([
    ['0317-8471', true],
    ['2049-3630', true],
    ['0000-006X', true],
    ['0317-8472', false],
    ['03178471', false],
    ['0317-847x', false],
    ['', false],
  ])('%s is valid: %s', (issn, valid) => {
    expect(isValidIssn(issn)).toBe(valid);
  });
});
