// The counts and shapes the spec fixes for journal pages.
import { siteConfigs } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import {
  conferenceProceedings,
  ethicsPolicy,
  ethicsSectionFor,
  ethicsSections,
  ethicsSectionTargets,
  journalFaqs,
  toPlainText,
} from '../src/index.ts';
import { blocksOf, headingIds } from './helpers.ts';

const journals = [
  ['indjeee', siteConfigs.indjeee],
  ['indjece', siteConfigs.indjece],
] as const;

describe.each(journals)('%s', (_id, config) => {
  it('has exactly twelve FAQs in one accordion', () => {
    const accordions = blocksOf(journalFaqs(config), 'faq');
    expect(accordions).toHaveLength(1);
    expect(accordions[0]?.items).toHaveLength(12);
  });

  describe('conference proceedings', () => {
    const page = conferenceProceedings(config);

    it('has exactly fourteen FAQs', () => {
      expect(blocksOf(page, 'faq').flatMap((block) => block.items)).toHaveLength(14);
    });

    it('has a six-step procedure in the spec order', () => {
      const procedure = blocksOf(page, 'steps');
      expect(procedure).toHaveLength(1);
      expect(procedure[0]?.items.map((step) => step.title)).toEqual([
        'Send a proposal',
        'Editorial evaluation',
        'Sign a memorandum of understanding',
        'Paper submission and review',
        'Publication',
        'Post-publication support',
      ]);
    });

    it('has a benefits table', () => {
      const tables = blocksOf(page, 'table');
      expect(tables).toHaveLength(1);
      expect(tables[0]?.caption).toMatch(/benefits/i);
      expect(tables[0]?.rows.length).toBeGreaterThanOrEqual(5);
    });

    it('describes both review options', () => {
      const text = toPlainText(page);
      expect(text).toMatch(/Option A: review by the conference committee/);
      expect(text).toMatch(/Option B: peer review arranged by the journal/);
    });
  });

  describe('ethics sections', () => {
    it('has one section per target the config declares, with the target as heading id', () => {
      const sections = ethicsSections(config);
      expect(sections.map((section) => section.target)).toEqual([...config.ethicsTargets]);
      for (const section of sections) {
        expect(section.heading.id).toBe(section.target);
        expect(section.blocks.length).toBeGreaterThan(0);
      }
    });

    it('puts every section on the ethics page under its target id', () => {
      expect(headingIds(ethicsPolicy(config))).toEqual([...config.ethicsTargets]);
    });

    it.each(config.ethicsTargets.map((target) => [target]))(
      'selects the %s section by its target',
      (target) => {
        expect(ethicsSectionFor(config, target)?.heading.id).toBe(target);
      },
    );

    it.each([[null], [undefined], [''], ['no-such-target'], ['PLAGIARISM-POLICY']])(
      'shows the page start for the target %s',
      (target) => {
        expect(ethicsSectionFor(config, target)).toBeNull();
      },
    );
  });
});

describe('ethics targets', () => {
  it('has text for every target either journal declares', () => {
    const declared = new Set([
      ...siteConfigs.indjeee.ethicsTargets,
      ...siteConfigs.indjece.ethicsTargets,
    ]);
    expect(ethicsSectionTargets).toEqual(expect.arrayContaining([...declared]));
  });

  it('gives INDJECE six sections and INDJEEE five, without instructions for authors', () => {
    expect(ethicsSections(siteConfigs.indjece)).toHaveLength(6);
    const indjeee = ethicsSections(siteConfigs.indjeee).map((section) => section.target);
    expect(indjeee).toHaveLength(5);
    expect(indjeee).not.toContain('instructions-for-authors');
  });

  it('fails loudly for a target without text', () => {
    const config = { ...siteConfigs.indjece, ethicsTargets: ['made-up-target'] };
    expect(() => ethicsSections(config)).toThrow(/made-up-target/);
  });
});
