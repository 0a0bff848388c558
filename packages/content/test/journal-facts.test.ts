// Facts come from the site config: each journal's own values appear, and changing a config value
// changes every text that states it, leaving no trace of the old value.
import { siteConfigs, type JournalSiteConfig } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import {
  ethicsSectionFor,
  guidanceForEms,
  instructionForAuthor,
  journalFaqs,
  journalParticulars,
  peerReviewPolicy,
  refundPolicy,
  termsAndConditions,
  toPlainText,
  type ContentPage,
} from '../src/index.ts';
import { journalText, renderJournal } from './helpers.ts';

const { indjeee, indjece } = siteConfigs;

function text(page: ContentPage): string {
  return toPlainText(page);
}

describe('licence and terms', () => {
  it('states CC BY-NC-ND 4.0 in the INDJECE terms', () => {
    const terms = text(termsAndConditions(indjece));
    expect(terms).toContain('CC BY-NC-ND 4.0');
    expect(terms).toContain('NonCommercial');
  });

  it('states CC BY 4.0 in the INDJEEE terms, without non-commercial conditions', () => {
    const terms = text(termsAndConditions(indjeee));
    expect(terms).toContain('CC BY 4.0');
    expect(terms).not.toContain('NC-ND');
    expect(terms).not.toContain('NonCommercial');
  });

  it.each([
    ['indjeee', indjeee],
    ['indjece', indjece],
  ] as const)('%s: authors keep copyright under the configured licence', (_id, config) => {
    const section = ethicsSectionFor(config, 'copyright-ownership');
    const sectionText = section ? text({ title: '', lead: '', blocks: section.blocks }) : '';
    expect(sectionText).toContain('Authors keep the copyright');
    expect(sectionText).toContain(config.licence.name);
  });

  it('states the governing law of the journal terms', () => {
    expect(text(termsAndConditions(indjece))).toContain(
      `courts of ${indjece.policies.governingLaw}`,
    );
  });
});

describe.each([
  ['indjeee', indjeee],
  ['indjece', indjece],
] as const)('%s: readings the spec gives twice', (_id, config) => {
  it('gives both frequency readings in the journal particulars', () => {
    const particulars = text(journalParticulars(config));
    expect(particulars).toContain(config.journal.frequency.primary);
    expect(particulars).toContain(config.journal.frequency.alternate);
  });

  it('gives both review-model readings in the peer review policy', () => {
    const policy = text(peerReviewPolicy(config)).toLowerCase();
    expect(policy).toContain(config.journal.reviewModel.primary.toLowerCase());
    expect(policy).toContain(config.journal.reviewModel.alternate.toLowerCase());
  });

  it('states the particulars from the config', () => {
    const particulars = text(journalParticulars(config));
    for (const fact of [
      config.names.title,
      config.journal.issn,
      config.journal.eIssn,
      config.journal.doiPrefix,
      String(config.journal.startYear),
      config.journal.format,
      'English',
      'CrossRef DOI',
      'Plagiarism checker',
    ]) {
      expect(particulars).toContain(fact);
    }
  });

  it('names the journal id of the editorial system in the EMS guidance', () => {
    expect(text(guidanceForEms(config))).toContain(`journal ID ${config.editorialLogin.journalId}`);
  });

  it('gives Word (.doc/.docx) in the FAQ and Word or PDF in the instructions', () => {
    expect(text(journalFaqs(config))).toContain('.doc or .docx');
    const instructions = text(instructionForAuthor(config));
    expect(instructions).toContain('Word or PDF');
    expect(instructions).toContain('DOC/DOCX');
    expect(instructions).toContain('4,000 to 8,000 words');
    expect(instructions).toContain('12pt Times New Roman, double-spaced');
    expect(instructions).toContain('300 dpi');
    expect(instructions).toContain('IEEE or APA');
  });

  it('links the two downloads of the config', () => {
    const hrefs = renderJournal(config).flatMap(([, page]) =>
      page.blocks.flatMap((block) =>
        block.type === 'table'
          ? block.rows
              .flat()
              .flatMap((cell) =>
                typeof cell === 'string'
                  ? []
                  : cell.flatMap((part) => (typeof part === 'string' ? [] : [part.href])),
              )
          : [],
      ),
    );
    for (const download of config.downloads) expect(hrefs).toContain(`/${download.file}`);
  });
});

type Change = [
  fact: string,
  change: (config: JournalSiteConfig) => JournalSiteConfig,
  before: string,
  after: string,
];

const changes: Change[] = [
  [
    'initial decision days',
    (c) => ({
      ...c,
      timelines: { ...c.timelines, initialDecisionWorkingDays: { min: 3, max: 5 } },
    }),
    '7 to 10 working days',
    '3 to 5 working days',
  ],
  [
    'review weeks',
    (c) => ({ ...c, timelines: { ...c.timelines, reviewWeeks: { min: 3, max: 5 } } }),
    '2 to 4 weeks',
    '3 to 5 weeks',
  ],
  [
    'final decision weeks',
    (c) => ({ ...c, timelines: { ...c.timelines, finalDecisionWeeks: { min: 9, max: 12 } } }),
    '6 to 8 weeks',
    '9 to 12 weeks',
  ],
  [
    'minimum reviewers',
    (c) => ({ ...c, timelines: { ...c.timelines, minimumReviewers: 3 } }),
    'at least two',
    'at least three',
  ],
  [
    'conference evaluation days',
    (c) => ({
      ...c,
      timelines: { ...c.timelines, conferenceEvaluationWorkingDays: { min: 2, max: 4 } },
    }),
    '1 to 3 working days',
    '2 to 4 working days',
  ],
  [
    'conference publication days',
    (c) => ({
      ...c,
      timelines: { ...c.timelines, conferencePublicationWorkingDays: { min: 6, max: 12 } },
    }),
    '5 to 10 working days',
    '6 to 12 working days',
  ],
  [
    'preferred conference papers',
    (c) => ({ ...c, timelines: { ...c.timelines, conferencePreferredMinimumPapers: 25 } }),
    '10 or more papers',
    '25 or more papers',
  ],
  [
    'plagiarism limit',
    (c) => ({ ...c, policies: { ...c.policies, plagiarismMaxPercent: 15 } }),
    '20%',
    'below 15%',
  ],
  [
    'refund days',
    (c) => ({
      ...c,
      policies: {
        ...c.policies,
        refunds: { ...c.policies.refunds, processingBusinessDays: { min: 10, max: 21 } },
      },
    }),
    '14 to 30 business days',
    '10 to 21 business days',
  ],
  [
    'word count',
    (c) => ({ ...c, policies: { ...c.policies, wordCount: { min: 3000, max: 9000 } } }),
    '4,000 to 8,000 words',
    '3,000 to 9,000 words',
  ],
  [
    'image resolution',
    (c) => ({ ...c, policies: { ...c.policies, imageDpi: 600 } }),
    '300 dpi',
    '600 dpi',
  ],
  [
    'governing law',
    (c) => ({ ...c, policies: { ...c.policies, governingLaw: 'Kerala, India' } }),
    'courts of Tamil Nadu',
    'courts of Kerala, India',
  ],
  [
    'journal e-mail',
    (c) => ({ ...c, contact: { ...c.contact, journalEmail: 'office@journal.test' } }),
    indjece.contact.journalEmail ?? '',
    'office@journal.test',
  ],
  [
    'support hours',
    (c) => ({
      ...c,
      contact: {
        ...c.contact,
        supportHours: { ...c.contact.supportHours, text: 'Every day, 9AM to 5PM (IST)' },
      },
    }),
    'Mon to Fri, 10AM to 08PM (IST)',
    'Every day, 9AM to 5PM (IST)',
  ],
  [
    'starting year',
    (c) => ({ ...c, journal: { ...c.journal, startYear: 2023 } }),
    '2024',
    'since 2023',
  ],
  [
    'DOI prefix',
    (c) => ({ ...c, journal: { ...c.journal, doiPrefix: '10.99999' } }),
    '10.5555',
    'prefix 10.99999',
  ],
  [
    'ISSN',
    (c) => ({ ...c, journal: { ...c.journal, issn: '1234-5678' } }),
    indjece.journal.issn,
    '1234-5678',
  ],
  [
    'frequency',
    (c) => ({
      ...c,
      journal: {
        ...c.journal,
        frequency: { primary: 'Quarterly', alternate: '4 issues per year' },
      },
    }),
    '3 issues per year',
    '4 issues per year',
  ],
  [
    'review model',
    (c) => ({
      ...c,
      journal: {
        ...c.journal,
        reviewModel: { primary: 'Open peer review', alternate: 'Transparent review' },
      },
    }),
    'Double-blind',
    'Transparent review',
  ],
  [
    'editorial system journal id',
    (c) => ({ ...c, editorialLogin: { ...c.editorialLogin, journalId: 42 } }),
    'journal ID 5',
    'journal ID 42',
  ],
];

describe.each(changes)('changing the %s in the config', (_fact, change, before, after) => {
  const original = journalText(indjece);
  const changed = journalText(change(indjece));

  it('was stated with the original value', () => {
    expect(before).not.toBe('');
    expect(original).toContain(before);
  });

  it('states the new value and no longer the old one, on every page', () => {
    expect(changed).toContain(after);
    expect(changed).not.toContain(before);
  });
});

describe('the refund policy', () => {
  it('states the journal refund terms and the waiver rule', () => {
    const policy = text(refundPolicy(indjece));
    expect(policy).toContain('14 to 30 business days');
    expect(policy).toContain('non-refundable once peer review has begun');
    expect(policy).toMatch(/waiver before paying/);
  });
});
