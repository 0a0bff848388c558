import { site } from 'journal-site:config';
import { serverApi } from '../../server/journal-api.server.ts';
import { listOrNull } from './loader-errors.server.ts';

export async function loader() {
  return {
    members: await listOrNull('editorial board', () => serverApi(site).client.editorialBoard()),
  };
}
