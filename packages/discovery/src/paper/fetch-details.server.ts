// The detail of a paper, thesis or conference paper for its details page (journal-site's loader),
// its citation files and OAI-PMH's GetRecord. An unknown or malformed id (the API answers 404 or
// 400) is "no such paper" (null): the page is a 404. An API that cannot be used right now (down,
// timeout, 5xx, an answer breaking the contract) is not the reader's fault and must not tell
// search engines the paper is gone: its ApiUnavailable is thrown on, for the page's 503
// (journal-site's loadJournalPage) or the route's.
import {
  catalogueMessages,
  describeApiFailure,
  isApiError,
  isApiUnavailable,
  type ApiClient,
} from '@journals/api-client';
import type { PaperDetails } from '@journals/api-contract';
import type { ListVariant } from '@journals/paper-list/model';

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
    if (isApiError(error) && !isApiUnavailable(error)) {
      if (error.status === 404 || error.status === 400) return null;
      // Spec section 8: conference details failures are swallowed; the others are logged.
      if (variant !== 'conference') {
        logger.error(`${catalogueMessages.listing}: ${describeApiFailure(error)}`);
      }
    }
    throw error;
  }
}
