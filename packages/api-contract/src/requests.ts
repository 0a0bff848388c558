// Request payloads of every call, as the reference server validates them. Objects are strict:
// a field the call does not know is rejected. `page` and `per_page` default to 1 and 10.
import * as z from 'zod/mini';
import {
  entityIdField,
  issueField,
  numericIdField,
  pageField,
  perPageField,
  searchField,
  slugField,
  volumeField,
  yearField,
} from './fields/request-fields.ts';

const noBody = z.strictObject({});

const paging = {
  page: z._default(pageField, 1),
  per_page: z._default(perPageField, 10),
};

export const emptyRequest = noBody;

export const archivePaperListingRequest = z.strictObject({
  year: yearField,
  volume: volumeField,
  issue: issueField,
  ...paging,
});

export const searchRequest = z.strictObject({ search: searchField, ...paging });

export const archiveSuggestionsRequest = z.strictObject({ search: searchField });

export const archivePaperNewRequest = z.strictObject({ paperid: entityIdField });

export const conferenceFetchRequest = z.strictObject({ id: numericIdField, ...paging });

export const detailsByIdRequest = z.strictObject({ id: entityIdField });

export const thesisDataListingRequest = z.strictObject({
  thesis_year: yearField,
  thesis_volume: volumeField,
  ...paging,
});

export const bySlugRequest = z.strictObject({ slug: slugField });

export const byTagRequest = z.strictObject({ tag: slugField });
