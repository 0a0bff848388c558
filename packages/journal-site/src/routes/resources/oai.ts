// Resource route /oai: the journal's OAI-PMH 2.0 data provider (GET and POST).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { oaiResponse } from '@journals/discovery/oai/oai-route.server';
import { discoverySource } from '../../server/discovery-source.server.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return oaiResponse(discoverySource(site), request);
}

export function action({ request }: ActionFunctionArgs) {
  return oaiResponse(discoverySource(site), request);
}
