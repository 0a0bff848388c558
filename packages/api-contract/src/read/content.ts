// The readers of the journal's content calls (blogs, editorial board, topics) and of the
// publisher's indexing partners.
import {
  normalizeBlog,
  normalizeIndexingPartner,
  normalizeMember,
  normalizeTopicGroup,
} from '../normalize/content.ts';
import {
  blogDetailsResponse,
  blogListResponse,
  memberDetailsResponse,
  memberListResponse,
  topicsResponse,
} from '../responses/content.ts';
import { indexingResponse } from '../responses/indexing.ts';
import { callReader } from './call-reader.ts';

export const contentReaders = {
  indexfetch: callReader(indexingResponse, (r) => r.indexingList.map(normalizeIndexingPartner)),
  blogListing: callReader(blogListResponse, (r) => r.blogs.map(normalizeBlog)),
  blogDetails: callReader(blogDetailsResponse, (r) => normalizeBlog(r.blog)),
  blogsByTag: callReader(blogListResponse, (r) => r.blogs.map(normalizeBlog)),
  editorialBoardListing: callReader(memberListResponse, (r) => r.members.map(normalizeMember)),
  editorialMemberDetails: callReader(memberDetailsResponse, (r) => normalizeMember(r.member)),
  topicsListing: callReader(topicsResponse, (r) => r.topics.map(normalizeTopicGroup)),
};
