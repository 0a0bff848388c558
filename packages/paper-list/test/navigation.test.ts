import { describe, expect, it } from 'vitest';
import {
  adjacent,
  chooseIssue,
  chooseVolume,
  clampIssue,
  issueNeighbours,
  listNavigation,
  navigableVolumes,
  parseSelection,
  volumeNeighbours,
  type ListContext,
  type ListSelection,
} from '../src/model/index.ts';
import {
  archivesContext,
  conferenceContext,
  currentIssueContext,
  selection,
  thesisContext,
} from './fixtures.ts';

const icec = { id: 7, name: 'ICEC 2025' };
const race = { id: 5, name: 'RACE 2025' };
const signal = { id: 3, name: 'National Conference on Signal Processing' };
const summit = { id: 9, name: 'Smart Grid Summit' };

type Slot = Pick<ListSelection, 'year' | 'volume' | 'issue'>;
const slotOf = (chosen: ListSelection | null): Slot | null =>
  chosen && { year: chosen.year, volume: chosen.volume, issue: chosen.issue };

describe('neighbours in a list', () => {
  it.each([
    [0, null, 'b'],
    [1, 'a', 'c'],
    [2, 'b', null],
    [-1, null, null],
    [3, null, null],
  ])('position %i has previous %s and next %s (no wrapping)', (at, previous, next) => {
    expect(adjacent(['a', 'b', 'c'], at)).toEqual({ previous, next });
  });

  it('has no neighbours in a list of one', () => {
    expect(adjacent(['a'], 0)).toEqual({ previous: null, next: null });
  });
});

describe('keeping the issue when the volume changes', () => {
  it.each([
    [[1, 2, 3], 2, 2],
    [[1, 2, 3], 6, 3],
    [[2, 4], 3, 2],
    [[2, 4], 1, 2],
    [[2, 4], 9, 4],
    [[], 1, null],
  ])('issues %j with current issue %i keep issue %s', (issues, issue, kept) => {
    expect(clampIssue(issues, issue)).toBe(kept);
  });
});

describe('the navigable volumes', () => {
  it('leave out, on the current issue, issues above the latest year count', () => {
    expect(navigableVolumes(currentIssueContext)).toEqual([
      { year: 2024, volume: 1, issues: [1, 2, 3] },
      { year: 2025, volume: 2, issues: [1, 2, 3] },
      { year: 2026, volume: 3, issues: [1, 2, 3] },
    ]);
  });

  it('give every thesis volume the single issue 1', () => {
    expect(navigableVolumes(thesisContext)).toEqual([
      { year: 2024, volume: 1, issues: [1] },
      { year: 2025, volume: 2, issues: [1] },
      { year: 2025, volume: 3, issues: [1] },
    ]);
  });
});

describe('choosing a volume', () => {
  it.each([
    // archives keep the current issue, clamped to the new volume
    [
      archivesContext,
      selection({ year: 2024, volume: 1, issue: 2, page: 3 }),
      { year: 2025, volume: 2 },
      { year: 2025, volume: 2, issue: 2 },
    ],
    [
      archivesContext,
      selection({ year: 2025, volume: 2, issue: 5, page: 3 }),
      { year: 2026, volume: 3 },
      { year: 2026, volume: 3, issue: 3 },
    ],
    [
      currentIssueContext,
      selection({ year: 2026, volume: 3, issue: 2 }),
      { year: 2024, volume: 1 },
      { year: 2024, volume: 1, issue: 2 },
    ],
    // thesis sets the issue to 1
    [
      thesisContext,
      selection({ year: 2024, volume: 1, page: 2 }),
      { year: 2025, volume: 3 },
      { year: 2025, volume: 3, issue: 1 },
    ],
    // conference keeps the issue (clamped) and picks the conference there
    [
      conferenceContext,
      selection({ year: 2024, volume: 1, issue: 6, conference: signal }),
      { year: 2025, volume: 2 },
      { year: 2025, volume: 2, issue: 4 },
    ],
  ] as const)('%#: from %j to %j shows %j on page 1', (context, from, target, slot) => {
    const chosen = chooseVolume(context, from, target);
    expect(slotOf(chosen)).toEqual(slot);
    expect(chosen?.page).toBe(1);
  });

  it('picks the conference with the lowest id when several share the issue', () => {
    const from = selection({ year: 2024, volume: 1, issue: 6, conference: signal });
    expect(chooseVolume(conferenceContext, from, { year: 2025, volume: 2 })?.conference).toEqual(
      icec,
    );
  });

  it('keeps the page and the conference when the volume stays the same', () => {
    const from = selection({ year: 2025, volume: 2, issue: 4, page: 3, conference: summit });
    expect(chooseVolume(conferenceContext, from, { year: 2025, volume: 2 })).toEqual(from);
  });

  it('ends a search', () => {
    const from = selection({ year: 2024, volume: 1, issue: 2, search: 'grid' });
    expect(chooseVolume(archivesContext, from, { year: 2025, volume: 2 })?.search).toBe('');
  });

  it.each([
    [archivesContext, { year: 2025, volume: 3 }],
    [archivesContext, { year: 2030, volume: 9 }],
    [thesisContext, { year: 2024, volume: 2 }],
  ] as const)('%#: refuses a volume the list does not have (%j)', (context, target) => {
    expect(chooseVolume(context, selection({ year: 2024, volume: 1 }), target)).toBeNull();
  });
});

describe('choosing an issue', () => {
  it.each([
    [
      archivesContext,
      selection({ year: 2025, volume: 2, issue: 1, page: 4 }),
      6,
      { ...selection({ year: 2025, volume: 2, issue: 6 }) },
    ],
    [
      archivesContext,
      selection({ year: 2025, volume: 2, issue: 6, page: 4 }),
      6,
      selection({ year: 2025, volume: 2, issue: 6, page: 4 }),
    ],
    [archivesContext, selection({ year: 2025, volume: 2, issue: 6 }), 7, null],
    [currentIssueContext, selection({ year: 2025, volume: 2, issue: 1 }), 5, null],
    [
      conferenceContext,
      selection({ year: 2025, volume: 2, issue: 4, conference: summit }),
      2,
      selection({ year: 2025, volume: 2, issue: 2, conference: race }),
    ],
  ] as const)('%#: from %j, issue %i gives %j', (context, from, issue, expected) => {
    expect(chooseIssue(context, from, issue)).toEqual(expected);
  });
});

describe('the volume arrows', () => {
  it.each([
    [selection({ year: 2024, volume: 1, issue: 4 }), null, { year: 2025, volume: 2, issue: 4 }],
    [
      selection({ year: 2025, volume: 2, issue: 4 }),
      { year: 2024, volume: 1, issue: 4 },
      { year: 2026, volume: 3, issue: 3 },
    ],
    [selection({ year: 2026, volume: 3, issue: 1 }), { year: 2025, volume: 2, issue: 1 }, null],
  ])('archives from %j: previous (older) %j, next (newer) %j', (from, previous, next) => {
    const arrows = volumeNeighbours(archivesContext, { ...from, page: 5 });
    expect(slotOf(arrows.previous)).toEqual(previous);
    expect(slotOf(arrows.next)).toEqual(next);
    expect(arrows.previous?.page ?? 1).toBe(1);
    expect(arrows.next?.page ?? 1).toBe(1);
  });

  it.each([
    [selection({ year: 2024, volume: 1 }), null, { year: 2025, volume: 2, issue: 1 }],
    [
      selection({ year: 2025, volume: 2 }),
      { year: 2024, volume: 1, issue: 1 },
      { year: 2025, volume: 3, issue: 1 },
    ],
    [selection({ year: 2025, volume: 3 }), { year: 2025, volume: 2, issue: 1 }, null],
  ])('thesis from %j: previous %j, next %j', (from, previous, next) => {
    const arrows = volumeNeighbours(thesisContext, from);
    expect(slotOf(arrows.previous)).toEqual(previous);
    expect(slotOf(arrows.next)).toEqual(next);
  });

  it.each([
    [selection({ year: 2024, volume: 1, issue: 6, conference: signal }), null, icec],
    [selection({ year: 2025, volume: 2, issue: 2, conference: race }), signal, null],
  ])('conference from %j: previous %j, next %j', (from, previous, next) => {
    const arrows = volumeNeighbours(conferenceContext, from);
    expect(arrows.previous?.conference ?? null).toEqual(previous);
    expect(arrows.next?.conference ?? null).toEqual(next);
  });
});

describe('the issue arrows', () => {
  it.each([
    [1, null, 2],
    [2, 1, 3],
    [3, 2, 4],
    [6, 5, null],
  ])('archives 2025 volume 2 issue %i: previous %s, next %s', (issue, previous, next) => {
    const arrows = issueNeighbours(
      archivesContext,
      selection({ year: 2025, volume: 2, issue, page: 2 }),
    );
    expect(arrows.previous?.issue ?? null).toBe(previous);
    expect(arrows.next?.issue ?? null).toBe(next);
    expect([arrows.previous?.page ?? 1, arrows.next?.page ?? 1]).toEqual([1, 1]);
  });

  it.each([
    [1, null, 2],
    [3, 2, null],
  ])(
    'current issue 2025 volume 2 issue %i: previous %s, next %s (not past the latest count)',
    (issue, previous, next) => {
      const arrows = issueNeighbours(
        currentIssueContext,
        selection({ year: 2025, volume: 2, issue }),
      );
      expect(arrows.previous?.issue ?? null).toBe(previous);
      expect(arrows.next?.issue ?? null).toBe(next);
    },
  );

  it.each([
    [selection({ year: 2025, volume: 2, issue: 2, conference: race }), null, icec],
    [selection({ year: 2025, volume: 2, issue: 4, conference: summit }), race, null],
  ])('conference from %j: previous %j, next %j', (from, previous, next) => {
    const arrows = issueNeighbours(conferenceContext, from);
    expect(arrows.previous?.conference ?? null).toEqual(previous);
    expect(arrows.next?.conference ?? null).toEqual(next);
  });
});

describe('the selectors of a list', () => {
  it('offer every volume and the issues of the selected one, as links', () => {
    const navigation = listNavigation(
      archivesContext,
      selection({ year: 2025, volume: 2, issue: 5, page: 2 }),
    );
    expect(navigation.volumes.map((o) => [o.year, o.volume, o.current, o.href])).toEqual([
      [2024, 1, false, '/archives/paperlist?year=2024&volume=1&issue=5'],
      [2025, 2, true, '/archives/paperlist?year=2025&volume=2&issue=5&page=2'],
      [2026, 3, false, '/archives/paperlist?year=2026&volume=3&issue=3'],
    ]);
    expect(navigation.issues.map((o) => [o.issue, o.current])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, false],
      [5, true],
      [6, false],
    ]);
    expect(navigation.previousVolume?.href).toBe('/archives/paperlist?year=2024&volume=1&issue=5');
    expect(navigation.nextVolume?.href).toBe('/archives/paperlist?year=2026&volume=3&issue=3');
    expect(navigation.previousIssue?.href).toBe('/archives/paperlist?year=2025&volume=2&issue=4');
    expect(navigation.nextIssue?.href).toBe('/archives/paperlist?year=2025&volume=2&issue=6');
    expect(navigation.allVolumesHref).toBe('/archives');
  });

  it('has no issue selector on the thesis list', () => {
    const navigation = listNavigation(thesisContext, selection({ year: 2025, volume: 2 }));
    expect(navigation.volumes.map((o) => o.href)).toEqual([
      '/thesis/paperlist?year=2024&volume=1',
      '/thesis/paperlist?year=2025&volume=2',
      '/thesis/paperlist?year=2025&volume=3',
    ]);
    expect(navigation.issues).toEqual([]);
    expect([navigation.previousIssue, navigation.nextIssue]).toEqual([null, null]);
    expect(navigation.allVolumesHref).toBe('/thesis');
  });

  it('sends the current issue to the archives for all volumes', () => {
    expect(
      listNavigation(currentIssueContext, selection({ year: 2026, volume: 3, issue: 3 }))
        .allVolumesHref,
    ).toBe('/archives');
  });

  it.each([
    [
      'archives',
      archivesContext,
      selection({ year: 2024, volume: 1, issue: 1, search: 'x', page: 3 }),
    ],
    ['current-issue', currentIssueContext, selection({ year: 2026, volume: 3, issue: 2 })],
    ['thesis', thesisContext, selection({ year: 2025, volume: 3, page: 2 })],
    [
      'conference',
      conferenceContext,
      selection({ year: 2025, volume: 2, issue: 4, conference: summit }),
    ],
  ] as const)(
    '%s: every link names the selection it carries',
    (_name, context: ListContext, from) => {
      const navigation = listNavigation(context, from);
      const links = [
        ...navigation.volumes,
        ...navigation.issues,
        navigation.previousVolume,
        navigation.nextVolume,
        navigation.previousIssue,
        navigation.nextIssue,
      ].filter((link) => link !== null);
      expect(links.length).toBeGreaterThan(1);
      for (const link of links) {
        const query = new URL(link.href, 'https://journal.example/').searchParams;
        expect(parseSelection(context, query)).toEqual(link.selection);
        expect(link.selection.search).toBe('');
      }
    },
  );
});
