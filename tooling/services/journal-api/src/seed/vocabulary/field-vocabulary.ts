// The shape of a journal's subject vocabulary: what titles, abstracts, references, conferences,
// theses, topics and board expertise are composed from.

export interface ReferenceBook {
  title: string;
  publisher: string;
  city: string;
}

export interface BlogArticle {
  title: string;
  tags: readonly string[];
  /** HTML paragraphs, lists and headings; {journal} stands for the journal's acronym. */
  body: readonly string[];
}

export interface FieldVocabulary {
  department: string;
  /** Methods, e.g. 'Model Predictive Control'. */
  techniques: readonly string[];
  /** Plural systems studied, e.g. 'Grid-Connected Photovoltaic Systems'. */
  systems: readonly string[];
  /** Problems solved, e.g. 'Maximum Power Point Tracking'. */
  tasks: readonly string[];
  /** Trailing qualifiers, e.g. 'Under Partial Shading Conditions'. */
  contexts: readonly string[];
  /** Single devices designed, e.g. 'Bidirectional DC-DC Converter'. */
  devices: readonly string[];
  /** Where a device is used, e.g. 'Electric Vehicle Fast Charging'. */
  applications: readonly string[];
  /** Quantities an evaluation reports, lower case. */
  metrics: readonly string[];
  /** How results were obtained, lower case. */
  evaluations: readonly string[];
  /** What results are compared with, lower case. */
  baselines: readonly string[];
  referenceJournals: readonly string[];
  referenceConferences: readonly string[];
  referenceBooks: readonly ReferenceBook[];
  /** Conference proceedings the journal publishes: full name and acronym. */
  conferences: readonly { name: string; acronym: string }[];
  /** Openings of thesis titles, e.g. 'Investigations on'. */
  thesisOpenings: readonly string[];
  topics: readonly { category: string; topics: readonly string[] }[];
  expertise: readonly string[];
  /** Articles about the field for the journal's blog. */
  blogArticles: readonly BlogArticle[];
}
