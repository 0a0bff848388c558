// Reads an answer with only its call's group of readers, loaded on first use: a bundle that calls
// only the lists (the browser's) downloads the list schemas when it reads its first answer, and
// never the details, content or sanitizer code. The server reads every call with the registry
// (parseCallResponse); both use the same readers.
import type { CallName } from '../calls.ts';
import type { CallResult } from '../normalize/call-normalizers.ts';
import { readWith, type AnyCallReader } from './call-reader.ts';

type ReaderGroup = Partial<Record<CallName, AnyCallReader>>;

const paperLists = () => import('./paper-lists.ts').then((group) => group.paperListReaders);
const paperDetails = () => import('./paper-details.ts').then((group) => group.paperDetailsReaders);
const content = () => import('./content.ts').then((group) => group.contentReaders);

/** Where each call's reader is: the group module to load. */
export const readerGroupOf: Record<CallName, () => Promise<ReaderGroup>> = {
  archiveYearListing: paperLists,
  archivePaperListing: paperLists,
  archiveSuggestions: paperLists,
  searchArchive: paperLists,
  conferenceCategoriesFetch: paperLists,
  conferenceFetch: paperLists,
  searchConference: paperLists,
  thesisYearListing: paperLists,
  thesisDataListing: paperLists,
  searchThesis: paperLists,
  archivePaperNew: paperDetails,
  conferenceDetails: paperDetails,
  thesisDetails: paperDetails,
  indexfetch: content,
  blogListing: content,
  blogDetails: content,
  blogsByTag: content,
  editorialBoardListing: content,
  editorialMemberDetails: content,
  topicsListing: content,
};

/** parseCallResponse, loading only the group of readers `call` belongs to. */
export async function parseCallResponseOnDemand<C extends CallName>(
  call: C,
  body: unknown,
): Promise<CallResult<C>> {
  const group = await readerGroupOf[call]();
  const reader = group[call];
  if (!reader) throw new Error(`No reader of ${call} in its group`);
  return readWith(reader, body) as CallResult<C>;
}
