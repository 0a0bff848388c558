// How conference organisers publish proceedings with the journal: the six-step procedure, the
// two review options, a benefits table and exactly fourteen FAQs (docs/spec/indjece.md, Static pages).
import type { JournalSiteConfig } from '@journals/site-config';
import { definitions, faq, h2, link, p, page, rich, steps, table } from '../blocks.ts';
import { licenceShortName, numberWord, span } from '../format.ts';
import type { ContentPage } from '../model.ts';
import { editorialMail } from './context.ts';

export function conferenceProceedings(config: JournalSiteConfig): ContentPage {
  const { acronym } = config.names;
  const { timelines, policies, journal } = config;
  const evaluation = span(timelines.conferenceEvaluationWorkingDays, 'working days');
  const publication = span(timelines.conferencePublicationWorkingDays, 'working days');
  const preferred = timelines.conferencePreferredMinimumPapers;
  const mail = editorialMail(config);
  return page(
    'Conference Proceedings',
    `${acronym} publishes the proceedings of conferences in ${journal.subject} and related fields: open access, with a DOI for every paper, and within days of final approval.`,
    [
      h2('Who can apply'),
      p(
        `Organisers of national and international conferences, symposia and workshops whose themes fall within the journal's scope. Collaboration is usually preferred for conferences with ${preferred} or more papers to publish.`,
      ),
      h2('Procedure'),
      steps([
        {
          title: 'Send a proposal',
          text: rich`Write to ${mail} with the conference name, dates, venue, organising institution, committee members, themes and the expected number of papers.`,
        },
        {
          title: 'Editorial evaluation',
          text: `The editors evaluate the proposal for scope and quality and reply within ${evaluation}.`,
        },
        {
          title: 'Sign a memorandum of understanding',
          text: 'Once the proposal is approved, the organisers and the journal sign an MOU setting out the review arrangements, timelines, charges and responsibilities of each side.',
        },
        {
          title: 'Paper submission and review',
          text: 'Papers are submitted and reviewed under option A or option B (below). Every paper is checked for plagiarism.',
        },
        {
          title: 'Publication',
          text: `Accepted papers are published online within ${publication} after final approval, each with its own DOI.`,
        },
        {
          title: 'Post-publication support',
          text: 'The journal handles corrections, metadata updates and indexing queries, and helps the organisers promote the proceedings.',
        },
      ]),
      h2('Review options'),
      definitions([
        {
          term: 'Option A: review by the conference committee',
          description:
            'The conference technical committee reviews the papers under its own process and sends the journal the final accepted papers with the review records. The journal checks formatting and similarity before publication.',
        },
        {
          term: 'Option B: peer review arranged by the journal',
          description: `The journal sends the papers to its own reviewers, at least ${numberWord(timelines.minimumReviewers)} per paper, and the Editor-in-Chief decides, as for regular submissions.`,
        },
      ]),
      h2('Benefits'),
      table(
        'Benefits of publishing proceedings with the journal',
        ['Benefit', 'What it means for the conference'],
        [
          [
            'Open access',
            `Every paper is free to read worldwide under ${licenceShortName(config.licence)}.`,
          ],
          [
            'DOI for every paper',
            `Each paper is registered with Crossref under the prefix ${journal.doiPrefix} and can be cited permanently.`,
          ],
          [
            'Plagiarism screening',
            `Every paper is checked; similarity must be below ${policies.plagiarismMaxPercent}%.`,
          ],
          ['Fast publication', `Papers appear within ${publication} after final approval.`],
          [
            'Flexible review',
            'Choose between review by your own committee (option A) and review arranged by the journal (option B).',
          ],
          [
            'Visibility',
            'The proceedings are listed on the journal’s conference pages and indexed with the journal’s articles.',
          ],
          [
            'Dedicated support',
            'A named contact at the editorial office from proposal to post-publication.',
          ],
        ],
      ),
      h2('Frequently asked questions'),
      faq([
        {
          question: 'Who can apply to publish conference proceedings?',
          answer:
            'Organisers of conferences, symposia and workshops whose themes fit the journal’s scope, from universities, research institutes or professional bodies.',
        },
        {
          question: 'How many papers does a conference need?',
          answer: `Collaboration is usually preferred for ${preferred} or more papers. Smaller events are welcome to ask; the editors consider each proposal on its merits.`,
        },
        {
          question: 'What should the proposal include?',
          answer:
            'The conference name, dates and venue, the organising institution, the committee members, the themes, the expected number of papers and the review option you prefer.',
        },
        {
          question: 'How long does the evaluation of a proposal take?',
          answer: `The editors reply within ${evaluation} of receiving a complete proposal.`,
        },
        {
          question: 'What is the memorandum of understanding?',
          answer:
            'A short agreement between the organisers and the journal that records the review option, the timelines, the charges and who does what. Work on the papers starts once it is signed.',
        },
        {
          question: 'Who reviews the papers?',
          answer:
            'Under option A the conference committee reviews them; under option B the journal arranges peer review by its own reviewers. In both cases the journal checks every paper before publication.',
        },
        {
          question: 'Are conference papers checked for plagiarism?',
          answer: `Yes. Every paper is checked, and its similarity must be below ${policies.plagiarismMaxPercent}%. Papers above the limit are returned for revision.`,
        },
        {
          question: 'How soon are papers published?',
          answer: `Within ${publication} after final approval of the papers.`,
        },
        {
          question: 'Does every paper receive a DOI?',
          answer: `Yes. Each paper is registered with Crossref under the prefix ${journal.doiPrefix}.`,
        },
        {
          question: 'Are the proceedings open access?',
          answer: `Yes. All papers are free to read and download under ${licenceShortName(config.licence)}, and authors keep their copyright.`,
        },
        {
          question: 'Is there a charge?',
          answer:
            'A processing charge applies per paper. The amount and who pays it, the organisers or the authors, are agreed in the memorandum of understanding.',
        },
        {
          question: 'Which template should the authors use?',
          answer: rich`The journal’s manuscript template from the ${link('downloads', '/downloads')} page, so that the proceedings have a consistent layout.`,
        },
        {
          question: 'Where will the proceedings appear?',
          answer: rich`On the journal’s ${link('published conferences', '/conference')} page, listed under the conference name, year, volume and issue, with each paper’s full text and references.`,
        },
        {
          question: 'What support do you give after publication?',
          answer: rich`We handle corrections and metadata updates, answer indexing queries and help promote the proceedings. Write to ${mail} at any time.`,
        },
      ]),
    ],
  );
}
