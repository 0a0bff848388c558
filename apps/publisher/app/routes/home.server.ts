// The home loader: the indexing partners for the logo strip, server-rendered (an empty strip
// when the API call fails; the page still answers 200).
import type { LoaderFunctionArgs } from 'react-router';
import { partnerLogos } from '../home/partner-logos.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  return { partners: await partnerLogos(request.signal) };
}
