// Resource route /api/:call (see server/api-forwarder.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { readApiSettings } from '@journals/site-kit/server/config/api-settings.server.ts';
import { forwardApiCall } from '../../server/api-forwarder.server.ts';

export function action({ params, request }: ActionFunctionArgs) {
  return forwardApiCall(params.call ?? '', request, readApiSettings(site));
}

export function loader({ params, request }: LoaderFunctionArgs) {
  return forwardApiCall(params.call ?? '', request, readApiSettings(site));
}
