// The index a details page needs for its back link (archive index, thesis index or conference
// list). The back link can do without it, so a failure here only makes it less precise.
import type { ApiClient } from '@journals/api-client';
import type { ListContext, ListVariant } from '@journals/paper-list/model';

export async function detailsContext(
  client: ApiClient,
  variant: ListVariant,
): Promise<ListContext | null> {
  try {
    switch (variant) {
      case 'archives':
      case 'current-issue':
        return { variant, index: await client.archiveIndex() };
      case 'thesis':
        return { variant, index: await client.thesisIndex() };
      case 'conference':
        return { variant, categories: await client.conferenceCategories() };
    }
  } catch {
    return null;
  }
}
