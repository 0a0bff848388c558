// The publisher's indexing and abstracting partners (logos are drawn by the seed).

export interface IndexingPartner {
  name: string;
  url: string;
  /** Short text drawn in the logo. */
  mark: string;
  colour: string;
}

export const indexingPartners: readonly IndexingPartner[] = [
  {
    name: 'Google Scholar',
    url: 'https://scholar.google.com/',
    mark: 'Scholar',
    colour: '#4285f4',
  },
  { name: 'Crossref', url: 'https://www.crossref.org/', mark: 'Crossref', colour: '#ef3340' },
  {
    name: 'Directory of Open Access Journals',
    url: 'https://doaj.org/',
    mark: 'DOAJ',
    colour: '#f18e00',
  },
  {
    name: 'Index Copernicus',
    url: 'https://www.indexcopernicus.com/',
    mark: 'ICI',
    colour: '#1b5e20',
  },
  {
    name: 'Semantic Scholar',
    url: 'https://www.semanticscholar.org/',
    mark: 'S2',
    colour: '#1857b6',
  },
  { name: 'OpenAIRE', url: 'https://www.openaire.eu/', mark: 'OpenAIRE', colour: '#005fa9' },
  {
    name: 'BASE: Bielefeld Academic Search Engine',
    url: 'https://www.base-search.net/',
    mark: 'BASE',
    colour: '#00338d',
  },
  {
    name: 'ResearchBib',
    url: 'https://www.researchbib.com/',
    mark: 'ResearchBib',
    colour: '#6a1b9a',
  },
];
