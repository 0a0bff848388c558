// The home loader: the indexing partners for the logo strip, server-rendered (an empty strip
// when the API call fails or has not answered within 300 ms; the page still answers 200).
import { partnerLogos } from '../home/partner-logos.server.ts';

export async function loader() {
  return { partners: await partnerLogos() };
}
