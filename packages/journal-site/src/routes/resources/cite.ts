// Resource route /cite/:kind/:file: a paper's (thesis's, conference paper's) citation as BibTeX
// (.bib), RIS (.ris) or CSL-JSON (.json).
import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { citeResponse } from '@journals/discovery/citation/cite-route.server';
import { discoverySource } from '../../server/discovery-source.server.ts';

export function loader({ request, params }: LoaderFunctionArgs) {
  return citeResponse(discoverySource(site), request, params.kind ?? '', params.file ?? '');
}
