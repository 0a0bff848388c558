import { describe, expect, it } from 'vitest';
import { jumpHref } from '../src/model/index.ts';
import { contexts } from './fixtures.ts';

function query(text: string): URLSearchParams {
  return new URLSearchParams(text);
}

function jump(to: string): URLSearchParams {
  return new URLSearchParams({ to });
}

describe('the selector form of a list', () => {
  it.each([
    [
      'archives',
      '/archives/paperlist?year=2025&volume=2&issue=4',
      '/archives/paperlist?year=2025&volume=2&issue=4',
    ],
    [
      'archives',
      '/archives/paperlist?issue=4&volume=2&year=2025&page=1',
      '/archives/paperlist?year=2025&volume=2&issue=4',
    ],
    ['thesis', '/thesis/paperlist?year=2024&volume=1', '/thesis/paperlist?year=2024&volume=1'],
    [
      'current-issue',
      '/current-issue/paperlist?year=2026&volume=3&issue=6',
      '/current-issue/paperlist?year=2026&volume=3&issue=1',
    ],
    [
      'conference',
      '/conference/paperlist?id=7&name=icec%202025&year=1&volume=1&issue=1',
      '/conference/paperlist?id=7&name=ICEC+2025&year=2025&volume=2&issue=4',
    ],
  ] as const)('on %s, %s goes to its canonical address %s', (variant, to, href) => {
    expect(jumpHref(contexts[variant], jump(to))).toBe(href);
  });

  it.each([
    ['another list', 'archives', '/thesis/paperlist?year=2024&volume=1'],
    [
      'another site',
      'archives',
      'https://evil.example/archives/paperlist?year=2025&volume=2&issue=1',
    ],
    [
      'a protocol-relative address',
      'archives',
      '//evil.example/archives/paperlist?year=2025&volume=2&issue=1',
    ],
    [
      'a place the index does not have',
      'archives',
      '/archives/paperlist?year=2025&volume=9&issue=1',
    ],
    ['no selection', 'thesis', '/thesis/paperlist'],
    ['an empty value', 'archives', ''],
  ] as const)('%s is refused (null)', (_what, variant, to) => {
    expect(jumpHref(contexts[variant], jump(to))).toBeNull();
  });

  it('a query without `to` is no jump', () => {
    expect(jumpHref(contexts.archives, query('year=2025&volume=2&issue=1'))).toBeNull();
  });
});
