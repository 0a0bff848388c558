// The typical review timelines, as a table.
import type { JournalTimelines } from '@journals/site-config';
import { table } from '../../blocks.ts';
import { span } from '../../format.ts';
import type { Block } from '../../model.ts';

export function reviewTimelineTable(timelines: JournalTimelines): Block {
  return table(
    'Typical review timelines',
    ['Stage', 'Typical time'],
    [
      [
        'Initial editorial decision after submission',
        span(timelines.initialDecisionWorkingDays, 'working days'),
      ],
      ['Peer review', span(timelines.reviewWeeks, 'weeks')],
      [
        'Final decision, including revisions',
        `usually ${span(timelines.finalDecisionWeeks, 'weeks')}`,
      ],
    ],
  );
}
