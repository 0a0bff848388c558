import { site } from 'journal-site:config';
import { serverApi } from '../../server/journal-api.server.ts';
import { listOrNull } from './loader-errors.server.ts';

export async function loader() {
  return { topics: await listOrNull('topics', () => serverApi(site).client.topics()) };
}
