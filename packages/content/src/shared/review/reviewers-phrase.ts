// How many reviewers read a manuscript, in words.
import type { JournalTimelines } from '@journals/site-config';
import { numberWord } from '../../format.ts';

/** Minimum reviewers in words: 'at least two independent experts'. */
export function minimumReviewersPhrase(timelines: JournalTimelines): string {
  return `at least ${numberWord(timelines.minimumReviewers)} independent experts`;
}
