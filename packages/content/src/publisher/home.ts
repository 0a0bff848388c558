// The text sections of the publisher home page: About Us, Key Features, Our Intent, the audience
// tabs and the invitation to join the editorial or reviewer panel. The hero, the stats strip and
// the journal cards are facts in site-config; the indexing strip comes from the API.
import type { PublisherSiteConfig } from '@journals/site-config';
import { link, rich } from '../blocks.ts';
import { languageName, licenceShortName, lowerFirst, span, titleCase } from '../format.ts';
import type { InlineLink, InlineText } from '../model.ts';
import { minimumReviewersPhrase } from '../shared/review.ts';
import { editorialSystemLink, supportMail } from './context.ts';

export interface HomeCard {
  title: string;
  text: string;
}

export interface HomeSection {
  /** Usable as the section's element id. */
  id: string;
  heading: string;
  intro: string;
  cards: HomeCard[];
}

export interface AudienceGroup {
  /** 'Benefits', 'Guidelines' or 'Responsibilities'. */
  heading: string;
  items: string[];
}

export interface AudienceTab {
  /** The tab value from the config (authors, researchers, editors, reviewers, librarians). */
  value: string;
  label: string;
  heading: string;
  intro: string;
  groups: AudienceGroup[];
}

export interface PublisherHome {
  aboutUs: HomeSection;
  keyFeatures: HomeSection & { action: InlineLink };
  intent: HomeSection;
  audiences: { id: string; heading: string; intro: string; tabs: AudienceTab[] };
  joinPanel: { heading: string; text: InlineText };
}

type AudienceText = Omit<AudienceTab, 'value' | 'label'>;

function audienceTexts(config: PublisherSiteConfig): Record<string, AudienceText> {
  const { timelines, policies, reviewModel } = config.houseRules;
  const licence = licenceShortName(config.licence);
  return {
    authors: {
      heading: 'Publish your research with confidence',
      intro: 'From submission to publication, our journals are built around the needs of authors.',
      groups: [
        {
          heading: 'Benefits',
          items: [
            `Open access under ${licence}: anyone can read your work, and you keep your copyright.`,
            `An initial editorial decision within ${span(timelines.initialDecisionWorkingDays, 'working days')}.`,
            'A Crossref DOI for every article, so it can be found and cited.',
          ],
        },
        {
          heading: 'Guidelines',
          items: [
            `Write in ${languageName(config.language)}, ${span(policies.wordCount, 'words')}, using the journal's template.`,
            `Keep similarity below ${policies.plagiarismMaxPercent}% and cite every source.`,
            'Submit through the editorial management system and follow your paper’s status there.',
          ],
        },
      ],
    },
    researchers: {
      heading: 'Find and use research freely',
      intro:
        'Everything we publish is free to read, download and share, with no subscription or registration.',
      groups: [
        {
          heading: 'Benefits',
          items: [
            'Peer-reviewed research across engineering, computer science, applied sciences and multidisciplinary studies.',
            'Current issues, archives, conference proceedings and theses in one place, searchable by paper ID or title.',
            `Reuse under ${licence}, with permanent DOI links for citing.`,
          ],
        },
      ],
    },
    editors: {
      heading: 'Shape the research in your field',
      intro: 'Editors and reviewers keep our journals rigorous, fair and fast.',
      groups: [
        {
          heading: 'Responsibilities',
          items: [
            'Judge manuscripts on their merits alone, confidentially and without delay.',
            `Assign ${minimumReviewersPhrase(timelines)} to each manuscript and weigh their reports.`,
            'Declare conflicts of interest and follow COPE guidance on misconduct.',
          ],
        },
        {
          heading: 'Benefits',
          items: [
            'Recognition on the journal’s editorial board page.',
            'Early sight of new work in your field and a voice in the journal’s direction.',
          ],
        },
      ],
    },
    reviewers: {
      heading: 'Review for our journals',
      intro: `Reviewers are the heart of ${lowerFirst(reviewModel.primary)}, and we make reviewing worth your time.`,
      groups: [
        {
          heading: 'Responsibilities',
          items: [
            `Report within ${span(timelines.reviewWeeks, 'weeks')}, or tell the editor at once if you cannot.`,
            'Keep the manuscript confidential and your comments constructive.',
            'Recommend one of four outcomes: accept without changes, minor revision, major revision or reject.',
          ],
        },
        {
          heading: 'Benefits',
          items: [
            'A reviewer certificate for every completed review.',
            'Review manuscripts in your own area of expertise, at your own pace within the deadline.',
          ],
        },
      ],
    },
    librarians: {
      heading: 'Open content for your collections',
      intro: 'Our journals cost your library nothing to provide to its readers.',
      groups: [
        {
          heading: 'Benefits',
          items: [
            'No subscriptions, licences to negotiate or access controls: every article is open access.',
            'ISSNs, DOIs and complete article metadata for catalogues and discovery services.',
            'Stable article pages and PDFs that can be linked from reading lists and repositories.',
          ],
        },
      ],
    },
  };
}

export function publisherHome(config: PublisherSiteConfig): PublisherHome {
  const name = config.names.publisher;
  const { timelines, policies, reviewModel } = config.houseRules;
  const texts = audienceTexts(config);
  const tabs = config.audienceTabs.map(({ value, label }) => {
    const text = texts[value];
    if (!text) throw new Error(`No home-page text for the audience tab "${value}"`);
    return { value, label, ...text };
  });
  return {
    aboutUs: {
      id: 'about-us',
      heading: 'About Us',
      intro: `${name} is an international, open-access academic publisher of peer-reviewed journals in engineering, computer science, applied sciences and multidisciplinary studies.`,
      cards: [
        {
          title: 'Global Reach',
          text: 'Authors, reviewers and readers from around the world, with every article freely available online wherever it is read.',
        },
        {
          title: 'Quality Publications',
          text: `Every manuscript is screened, checked for plagiarism and reviewed by ${minimumReviewersPhrase(timelines)} before the Editor-in-Chief decides.`,
        },
        {
          title: 'Open Access',
          text: `Articles are free to read, download and share under ${licenceShortName(config.licence)}, and authors keep their copyright.`,
        },
      ],
    },
    keyFeatures: {
      id: 'key-features',
      heading: 'Key Features',
      intro: 'What authors can count on at every one of our journals.',
      cards: [
        {
          title: titleCase(reviewModel.primary),
          text: 'Reviewers and authors are not told who the other is, so that work is judged on its merits alone.',
        },
        {
          title: 'Plagiarism Screening',
          text: `Every manuscript is checked before review; similarity must be below ${policies.plagiarismMaxPercent}%.`,
        },
        {
          title: 'COPE Ethics',
          text: 'Our editorial and ethics policies follow the guidance of the Committee on Publication Ethics.',
        },
        {
          title: 'DOI and Indexing',
          text: 'Every article receives a Crossref DOI, and its metadata is deposited with indexing and abstracting services.',
        },
        {
          title: 'Fast Publication',
          text: `An initial decision within ${span(timelines.initialDecisionWorkingDays, 'working days')} and a final decision usually within ${span(timelines.finalDecisionWeeks, 'weeks')}.`,
        },
        {
          title: 'Reviewer Certificate',
          text: 'Reviewers receive a certificate recognising each review they complete.',
        },
      ],
      action: link('Learn more about us', '/about'),
    },
    intent: {
      id: 'our-intent',
      heading: 'Our Intent',
      intro: 'Why we publish, and what we want every article to achieve.',
      cards: [
        {
          title: 'Research Impact',
          text: 'Publishing work that is read, cited and used: research that changes how problems are understood and solved.',
        },
        {
          title: 'Knowledge Dissemination',
          text: 'Removing barriers to reading research, so that findings reach students, practitioners and policy-makers as well as other researchers.',
        },
        {
          title: 'Global Collaboration',
          text: 'Connecting authors, reviewers and editors across countries and disciplines to raise the standard of research together.',
        },
      ],
    },
    audiences: {
      id: 'audiences',
      heading: 'For Everyone in Research',
      intro: 'What our journals offer you, and what we ask of you.',
      tabs,
    },
    joinPanel: {
      heading: 'Join our editorial or reviewer panel',
      text: rich`Researchers with expertise in our subject areas are welcome to join the editorial board or the reviewer panel of our journals. Contact us at ${supportMail(config)} with your CV and areas of expertise, or register on our ${editorialSystemLink(config)}.`,
    },
  };
}
