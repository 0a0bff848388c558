import { describe, expect, it } from 'vitest';
import {
  listVariantNames,
  listVariants,
  pagerWindowSize,
  searchMaxLength,
} from '../src/model/index.ts';

describe('the four list variants', () => {
  it('are archives, current issue, thesis and conference, each configured once', () => {
    expect(listVariantNames).toEqual(['archives', 'current-issue', 'thesis', 'conference']);
    expect(Object.keys(listVariants).sort()).toEqual([...listVariantNames].sort());
    for (const name of listVariantNames) expect(listVariants[name].variant).toBe(name);
  });

  it.each([
    ['archives', '/archives', '/archives/paperlist', '/archives/paper-details', '/archives'],
    [
      'current-issue',
      '/current-issue',
      '/current-issue/paperlist',
      '/current-issue/paper-details',
      '/archives',
    ],
    ['thesis', '/thesis', '/thesis/paperlist', '/thesis/paper-details', '/thesis'],
    [
      'conference',
      '/conference',
      '/conference/paperlist',
      '/conference/paper-details',
      '/conference',
    ],
  ] as const)(
    '%s lives at %s, lists at %s, details at %s, all volumes at %s',
    (variant, index, list, details, all) => {
      const config = listVariants[variant];
      expect([
        config.indexPath,
        config.listPath,
        config.detailsPath,
        config.allVolumesPath,
      ]).toEqual([index, list, details, all]);
    },
  );

  it.each([
    ['archives', 5, true, 'non-blank', false, 'volume-issue-year'],
    ['current-issue', 5, true, 'non-blank', true, 'volume-issue-year'],
    ['thesis', 10, false, 'non-empty', false, 'volume-year'],
    ['conference', 5, true, 'non-empty', false, 'volume-issue-year'],
  ] as const)(
    '%s pages by %i, issue selector %s, search rule %s, search filtered %s, heading %s',
    (variant, perPage, issueSelector, searchRule, filtered, heading) => {
      const config = listVariants[variant];
      expect(config.perPage).toBe(perPage);
      expect(config.hasVolumeSelector).toBe(true);
      expect(config.hasIssueSelector).toBe(issueSelector);
      expect(config.searchRule).toBe(searchRule);
      expect(config.searchFilteredToSelection).toBe(filtered);
      expect(config.headingFormat).toBe(heading);
      expect([config.searchPage, config.searchPerPage]).toEqual([1, 100]);
    },
  );

  it('shows 5 page numbers and caps a search at 200 characters', () => {
    expect(pagerWindowSize).toBe(5);
    expect(searchMaxLength).toBe(200);
  });
});
