// The calls of the publisher base (/publisher).
import type { CallRequest, CallResponseBody, PublisherCallName } from '@journals/api-contract';
import { presentIndexingPartner } from '../present/content.ts';
import type { CallContext } from './context.ts';

export type PublisherCallHandlers = {
  [C in PublisherCallName]: (request: CallRequest<C>, context: CallContext) => CallResponseBody<C>;
};

export const publisherCallHandlers: PublisherCallHandlers = {
  indexfetch: (_request, { repositories, urls }) => ({
    indexingList: repositories.content
      .indexingPartners()
      .map((row) => presentIndexingPartner(row, urls)),
  }),
};
