// @vitest-environment node
import { siteConfigs } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import { paperVariantAt, type PaperPathKind } from '../../src/papers/paper-paths.ts';

const site = siteConfigs.indjece;

describe('the paper area of a path', () => {
  it.each<[string, PaperPathKind, string | null]>([
    ['/indjece/archives/paper-details', 'detailsPath', 'archives'],
    ['/indjece/current-issue/paper-details', 'detailsPath', 'current-issue'],
    ['/indjece/thesis/paper-details', 'detailsPath', 'thesis'],
    ['/indjece/conference/paper-details', 'detailsPath', 'conference'],
    ['/indjece/Thesis/Paper-Details/', 'detailsPath', 'thesis'],
    ['/indjece/archives/paperlist', 'listPath', 'archives'],
    ['/indjece/conference/paperlist', 'listPath', 'conference'],
    ['/indjece/current-issue', 'indexPath', 'current-issue'],
    ['/indjece/archives/paperlist', 'detailsPath', null],
    ['/indjece/publications', 'indexPath', null],
    ['/indjeee/archives/paper-details', 'detailsPath', null],
    ['/archives/paper-details', 'detailsPath', null],
  ])('%s as a %s is %s', (pathname, kind, expected) => {
    expect(paperVariantAt(site, pathname, kind)).toBe(expected);
  });
});
