import { siteConfigs, type PublisherSiteConfig } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import {
  about,
  forAuthors,
  houseRules,
  peerReviewProcess,
  publisherHome,
  termsOfService,
  toPlainText,
} from '../src/index.ts';
import { blocksOf, publisherText } from './helpers.ts';

const { publisher } = siteConfigs;

describe('the publisher home sections', () => {
  const home = publisherHome(publisher);

  it.each([
    ['About Us', home.aboutUs, ['Global Reach', 'Quality Publications', 'Open Access']],
    [
      'Our Intent',
      home.intent,
      ['Research Impact', 'Knowledge Dissemination', 'Global Collaboration'],
    ],
  ] as const)('has the %s cards of the spec', (_name, section, titles) => {
    expect(section.cards.map((card) => card.title)).toEqual(titles);
  });

  it('has six key features and a button to the about page', () => {
    expect(home.keyFeatures.cards).toHaveLength(6);
    expect(home.keyFeatures.action.href).toBe('/about');
  });

  it('has a tab for every audience of the config, in its order, each with text', () => {
    expect(home.audiences.tabs.map((tab) => tab.value)).toEqual(
      publisher.audienceTabs.map((tab) => tab.value),
    );
    expect(home.audiences.tabs.map((tab) => tab.value)).toEqual([
      'authors',
      'researchers',
      'editors',
      'librarians',
      'reviewers',
    ]);
    for (const tab of home.audiences.tabs) {
      expect(tab.groups.length).toBeGreaterThan(0);
      for (const group of tab.groups) {
        expect(['Benefits', 'Guidelines', 'Responsibilities']).toContain(group.heading);
        expect(group.items.length).toBeGreaterThan(0);
      }
    }
  });

  it('fails loudly for an audience tab without text', () => {
    const config = { ...publisher, audienceTabs: [{ value: 'students', label: 'For Students' }] };
    expect(() => publisherHome(config)).toThrow(/students/);
  });

  it('invites to the editorial or reviewer panel by contacting the publisher or registering', () => {
    const parts = typeof home.joinPanel.text === 'string' ? [] : home.joinPanel.text;
    const hrefs = parts.flatMap((part) => (typeof part === 'string' ? [] : [part.href]));
    expect(hrefs).toEqual([
      `mailto:${publisher.contact.supportEmail}`,
      publisher.editorialLogin.url,
    ]);
  });
});

describe('the about page', () => {
  const page = about(publisher);

  it('lists five aims', () => {
    const aims = blocksOf(page, 'list').find((list) => list.ordered);
    expect(aims?.items).toHaveLength(5);
  });

  it('has the research scope in three groups of 6, 5 and 6 items', () => {
    const headings = blocksOf(page, 'heading').filter((heading) => heading.level === 3);
    expect(headings.map((heading) => heading.text)).toEqual([
      'Engineering & Technology',
      'Multidisciplinary',
      'Applied Sciences',
    ]);
    const sizes = headings.map((heading) => {
      const index = page.blocks.indexOf(heading);
      const list = page.blocks[index + 1];
      return list?.type === 'list' ? list.items.length : 0;
    });
    expect(sizes).toEqual([6, 5, 6]);
  });
});

describe('the for-authors page', () => {
  const page = forAuthors(publisher);
  const text = toPlainText(page);

  it('has a four-step submission process', () => {
    expect(blocksOf(page, 'steps')[0]?.items).toHaveLength(4);
  });

  it('gives the copyright notes: CC BY 4.0, authors retain copyright, commercial use needs permission', () => {
    expect(text).toContain('CC BY 4.0');
    expect(text).toContain('Authors retain the copyright');
    expect(text).toContain('worldwide rights');
    expect(text).toContain('commercial use needs the publisher');
  });

  it('gives the manuscript guidelines', () => {
    for (const rule of [
      'English',
      '4,000 to 8,000 words',
      'DOC/DOCX',
      'double-spaced',
      '12pt Times New Roman',
      '300 dpi',
      'APA 7th',
      'DOIs',
    ]) {
      expect(text).toContain(rule);
    }
  });
});

describe('the terms of service', () => {
  it('states the publisher refund terms', () => {
    const text = toPlainText(termsOfService(publisher));
    expect(text).toContain(
      'non-refundable after acceptance and publication, except for an editorial error',
    );
    expect(text).toContain('14 to 30 business days');
  });

  it('takes the jurisdiction from the config', () => {
    const config: PublisherSiteConfig = { ...publisher, jurisdiction: 'the courts of Chennai' };
    expect(toPlainText(termsOfService(publisher))).toContain(publisher.jurisdiction);
    expect(toPlainText(termsOfService(config))).toContain(
      'exclusive jurisdiction of the courts of Chennai',
    );
  });
});

describe('the peer review process', () => {
  it('gives both review-model readings', () => {
    const text = toPlainText(peerReviewProcess(publisher)).toLowerCase();
    expect(text).toContain(houseRules.reviewModel.primary.toLowerCase());
    expect(text).toContain(houseRules.reviewModel.alternate.toLowerCase());
  });
});

type Change = [fact: string, config: PublisherSiteConfig, before: string, after: string];

const changes: Change[] = [
  [
    'support e-mail',
    { ...publisher, contact: { ...publisher.contact, supportEmail: 'help@publisher.test' } },
    publisher.contact.supportEmail,
    'help@publisher.test',
  ],
  [
    'refund days',
    {
      ...publisher,
      refunds: { ...publisher.refunds, processingBusinessDays: { min: 7, max: 15 } },
    },
    '14 to 30 business days',
    '7 to 15 business days',
  ],
  [
    'plagiarism limit of the house rules',
    {
      ...publisher,
      houseRules: { ...houseRules, policies: { ...houseRules.policies, plagiarismMaxPercent: 10 } },
    },
    '20%',
    'below 10%',
  ],
  [
    'review timelines of the house rules',
    {
      ...publisher,
      houseRules: {
        ...houseRules,
        timelines: { ...houseRules.timelines, initialDecisionWorkingDays: { min: 4, max: 6 } },
      },
    },
    '7 to 10 working days',
    '4 to 6 working days',
  ],
];

describe.each(changes)('changing the %s', (_fact, config, before, after) => {
  it('changes every publisher page that states it', () => {
    expect(publisherText(publisher)).toContain(before);
    const changed = publisherText(config);
    expect(changed).toContain(after);
    expect(changed).not.toContain(before);
  });
});
