// Blog articles every journal publishes for its authors; {journal} stands for its acronym.
import type { BlogArticle } from './field-vocabulary.ts';

export const authorGuidanceArticles: readonly BlogArticle[] = [
  {
    title: 'How to Prepare Your Manuscript for Submission',
    tags: ['Author Guidance', 'Submission'],
    body: [
      '<p>A well-prepared manuscript moves through editorial screening quickly. Most desk rejections at {journal} are for reasons that are easy to avoid.</p>',
      '<h2>Format</h2>',
      '<ul><li>English, 4,000 to 8,000 words, in a Word document (.doc or .docx).</li><li>Double-spaced, 12 pt Times New Roman.</li><li>Figures at 300 dpi, numbered consecutively, each with a caption and a source.</li></ul>',
      '<h2>Content</h2>',
      '<p>State the problem and your contribution in the first page. Describe methods in enough detail to reproduce them, and compare your results with recent work on the same benchmark.</p>',
      '<p>Use the manuscript template from the Downloads page and check the similarity report before you submit: the journal expects similarity below 20 percent.</p>',
    ],
  },
  {
    title: 'Inside Double-Blind Peer Review',
    tags: ['Peer Review', 'Author Guidance'],
    body: [
      '<p>Every research article in {journal} is read by at least two independent experts. Neither the authors nor the reviewers know who the others are.</p>',
      '<h2>The stages</h2>',
      '<ol><li>Editorial screening for scope, formatting, ethics and plagiarism.</li><li>Review by two or more experts; a third reviewer is invited when they disagree.</li><li>A decision by the Editor-in-Chief: accept, minor revision, major revision or reject.</li></ol>',
      '<h2>Keeping your manuscript anonymous</h2>',
      '<p>Remove names and affiliations from the manuscript file and its properties, cite your own earlier work in the third person, and put acknowledgements and funding on the title page only.</p>',
      '<p>An initial decision usually comes within 7 to 10 working days, reviews within 2 to 4 weeks.</p>',
    ],
  },
  {
    title: 'Choosing Keywords That Make Your Paper Discoverable',
    tags: ['Author Guidance', 'Indexing'],
    body: [
      '<p>Search engines and indexing services match readers to papers through titles, abstracts and keywords. A few minutes spent on them pays off in readership and citations.</p>',
      '<ul><li>Use the terms your readers would type, including common abbreviations spelled out once.</li><li>Avoid repeating words already in the title.</li><li>Prefer specific phrases over single generic words.</li></ul>',
      '<p>Write the abstract as a self-contained summary: problem, method, main quantitative result and conclusion. Indexing services show it on its own.</p>',
    ],
  },
  {
    title: 'What a DOI Does for Your Research',
    tags: ['DOI', 'Open Access', 'Indexing'],
    body: [
      '<p>Every article {journal} publishes receives a Digital Object Identifier registered with Crossref. The DOI is a permanent link that keeps working when websites change.</p>',
      '<h2>Why it matters</h2>',
      '<ul><li>Citation managers fetch the full reference from the DOI.</li><li>Citations are counted reliably across services.</li><li>Funders and institutions can verify your publication record.</li></ul>',
      '<p>Cite other works with their DOIs too: reference lists with DOIs are checked faster in production.</p>',
    ],
  },
  {
    title: 'Open Access, Copyright and Your Rights as an Author',
    tags: ['Open Access', 'Copyright', 'Author Guidance'],
    body: [
      '<p>Articles in {journal} are free to read from the day they are published. Authors keep their copyright and grant the publisher the right to publish.</p>',
      '<h2>What readers may do</h2>',
      '<p>The article licence states how others may share and reuse the work. Commercial reuse needs permission.</p>',
      '<h2>What you may do</h2>',
      '<ul><li>Post the published PDF in your institutional repository.</li><li>Reuse figures and text in your thesis with a citation.</li><li>Share the article link on social and academic networks.</li></ul>',
    ],
  },
];
