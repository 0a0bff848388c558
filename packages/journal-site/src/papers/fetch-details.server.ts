// The detail of a paper, thesis or conference paper for its details page. An unknown or
// malformed id (the API answers 404 or 400) is "no such paper" (null): the page is a 404. Any
// other failure (API down, timeout, invalid answer) is not the reader's fault and must not tell
// search engines the paper is gone: it is thrown as a 503 for the error screen.
import { catalogueMessages, isApiError, type ApiClient } from '@journals/api-client';
import type { PaperDetails } from '@journals/api-contract';
import type { ListVariant } from '@journals/paper-list/model';
import { data } from 'react-router';

async function callFor(
  client: ApiClient,
  variant: ListVariant,
  paperId: string,
): Promise<PaperDetails> {
  switch (variant) {
    case 'archives':
    case 'current-issue':
      return client.call('archivePaperNew', { paperid: paperId });
    case 'thesis':
      return client.call('thesisDetails', { id: paperId });
    case 'conference':
      return client.call('conferenceDetails', { id: paperId });
  }
}

export async function fetchPaperDetails(
  client: ApiClient,
  variant: ListVariant,
  paperId: string,
  logger: Pick<Console, 'error'> = console,
): Promise<PaperDetails | null> {
  try {
    return await callFor(client, variant, paperId);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    // Spec section 8: conference details failures are swallowed; the others are logged.
    if (variant !== 'conference') logger.error(catalogueMessages.listing, error);
    throw data('The paper cannot be shown right now.', { status: 503 });
  }
}
