// Index data and a paper detail shaped as the API contract normalizes them.
import type {
  ArchiveIndex,
  ConferenceCategory,
  PaperDetails,
  PaperSummary,
} from '@journals/api-contract';

/** Newest year first, volumes and issues ascending (as normalizeArchiveIndex gives it). */
export const archiveIndex: ArchiveIndex = [
  { year: 2026, volumes: [{ volume: 3, issues: [1, 2] }] },
  { year: 2025, volumes: [{ volume: 2, issues: [1, 2, 3, 4, 5, 6] }] },
  { year: 2024, volumes: [{ volume: 1, issues: [1, 2, 3] }] },
];

export const thesisIndex: ArchiveIndex = [
  { year: 2026, volumes: [{ volume: 3, issues: [0] }] },
  {
    year: 2025,
    volumes: [
      { volume: 2, issues: [0] },
      { volume: 5, issues: [0] },
    ],
  },
];

export const conferences: ConferenceCategory[] = [
  { id: 7, name: 'ICETCE 2026', year: 2026, volume: 3, issue: 2 },
  { id: 5, name: 'ICSPN 2024', year: 2024, volume: 1, issue: 3 },
  { id: 8, name: 'NCAME 2024', year: 2024, volume: 1, issue: 1 },
];

export const paper: PaperDetails = {
  id: '42',
  uniqueId: 'INDJECE-2025-02-03-004',
  title: 'Low-Noise Amplifier Design for 5G Receivers',
  abstract: '<p>An amplifier &amp; its <em>noise</em>.</p>',
  authors: ['A. Kumar', 'B. Rao'],
  pdfUrl: 'http://127.0.0.1:4310/indjece/files/papers/42.pdf',
  doi: '10.5555/indjece.2025.2.3.004',
  doiLink: 'https://doi.org/10.5555/indjece.2025.2.3.004',
  articleType: 'Research Article',
  pages: '12-19',
  firstPage: '12',
  lastPage: '19',
  year: 2025,
  volume: 2,
  issue: 3,
  month: 'June',
  createdTime: null,
  updatedAt: null,
  degree: null,
  institution: null,
  conferenceName: null,
  references: ['A. Author, "First," 2020.', 'B. Author, <em>Second</em>, 2021.'],
  citation: 'A. Kumar and B. Rao, "Low-Noise Amplifier Design for 5G Receivers," INDJECE, 2025.',
  designation: 'A. Kumar, Professor, Chennai\nB. Rao, Lecturer, Pune',
};

/** Two papers of a list page as the cards show them: `paper`, then one without a PDF. */
export const listedPapers: PaperSummary[] = [
  {
    id: paper.id,
    uniqueId: paper.uniqueId,
    title: paper.title,
    authors: paper.authors,
    month: paper.month,
    year: paper.year,
    updatedAt: '2025-07-13T08:16:07.000Z',
    pages: paper.pages,
    pdfUrl: paper.pdfUrl,
    volume: paper.volume,
    issue: paper.issue,
  },
  {
    id: '43',
    uniqueId: 'INDJECE-2025-02-03-005',
    title: 'Load Flow in Radial Feeders',
    authors: ['C. Iyer'],
    month: '3',
    year: 2025,
    updatedAt: '2025-07-14T09:00:00.000Z',
    pages: '20-31',
    pdfUrl: null,
    volume: 2,
    issue: 3,
  },
];
