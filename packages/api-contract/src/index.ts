// @journals/api-contract: schemas, types and normalizers of every call of the journal API.

// The UI types
export type * from './types.ts';

// The registry of calls and its types
export { apiCalls, journalCalls, publisherCalls, isJournalCall, isPublisherCall } from './calls.ts';
export type {
  CallName,
  CallRequest,
  CallRequestBody,
  CallResponse,
  CallResponseBody,
  JournalCallName,
  PublisherCallName,
} from './calls.ts';

// Requests: schemas, field schemas and the error body
export * from './requests.ts';
export { cutText, textLimits } from './fields/text-limits.ts';
export * from './fields/request-fields.ts';
export {
  describeZodError,
  isContractError,
  parseCallRequest,
  toInvalidRequestError,
} from './request-error.ts';
export type { InvalidRequestError, ParsedRequest } from './request-error.ts';

// Responses: schemas in the server's names
export * from './responses/archive.ts';
export * from './responses/conference.ts';
export * from './responses/content.ts';
export * from './responses/indexing.ts';
export * from './responses/pagination.ts';
export * from './responses/paper.ts';
export * from './responses/thesis.ts';

// Normalizers
export { normalizeArchiveIndex, normalizeThesisIndex } from './normalize/archive-index.ts';
export { authorsOf } from './normalize/authors.ts';
export { callNormalizers, parseCallResponse } from './normalize/call-normalizers.ts';
export type { CallResult } from './normalize/call-normalizers.ts';
export * from './normalize/content.ts';
export { pageRange } from './normalize/page-range.ts';
export type { PageRange } from './normalize/page-range.ts';
export { normalizePagination, paginationDefaults } from './normalize/pagination.ts';
export type { RawPagination } from './normalize/pagination.ts';
export * from './normalize/paper-details.ts';
export * from './normalize/paper-summary.ts';
export { normalizeReferences } from './normalize/references.ts';
