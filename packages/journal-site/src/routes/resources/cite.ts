// Resource route /cite/:kind/:file: a paper's (thesis's, conference paper's) citation as BibTeX
// (.bib), RIS (.ris) or CSL-JSON (.json).
import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { citeResponse } from '../../discovery/citation/cite-route.server.ts';

export function loader({ request, params }: LoaderFunctionArgs) {
  return citeResponse(site, request, params.kind ?? '', params.file ?? '');
}
