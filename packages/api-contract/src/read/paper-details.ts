// The readers of the three details calls (a paper, a conference paper, a thesis): their
// abstracts are rich text, sanitized as they are normalized.
import {
  normalizeConferenceDetails,
  normalizePaperDetails,
  normalizeThesisDetails,
} from '../normalize/paper-details.ts';
import { conferenceDetailsResponse } from '../responses/conference.ts';
import { paperDetailsResponse } from '../responses/paper.ts';
import { thesisDetailsResponse } from '../responses/thesis.ts';
import { callReader } from './call-reader.ts';

export const paperDetailsReaders = {
  archivePaperNew: callReader(paperDetailsResponse, (r) => normalizePaperDetails(r.paperdetails)),
  conferenceDetails: callReader(conferenceDetailsResponse, (r) =>
    normalizeConferenceDetails(r.ConferenceDetails),
  ),
  thesisDetails: callReader(thesisDetailsResponse, (r) => normalizeThesisDetails(r.thesis)),
};
