// The edges of the field rules: page ranges as backends write them, where a cut text ends, the
// keys of an archive map, integers as text, slugs, and how a schema's problems are worded.
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { lenientInt, requiredInt, requiredText } from '../src/fields/response-fields.ts';
import {
  archiveYearListingResponse,
  cutText,
  describeZodError,
  normalizeArchiveIndex,
  pageRange,
  slugField,
  yearField,
} from '../src/index.ts';

describe('page ranges', () => {
  it.each([
    ['12-19 ', '12', '19'],
    ['p. 7', '7', null],
    ['pp 12-19', '12', '19'],
    ['pp.12-19', '12', '19'],
    ['12--19', '12', '19'],
    ['12p-19', '12p', '19'],
    ['xp 12', 'xp 12', null],
    ['x 12-19', 'x 12-19', null],
    ['12-19 x', '12-19 x', null],
  ])('%j is first page %j, last page %j', (pages, firstPage, lastPage) => {
    expect(pageRange(pages)).toEqual({ firstPage, lastPage });
  });
});

describe('a cut text', () => {
  it('does not end in a space before its ellipsis', () => {
    expect(cutText('abcd efgh', 6)).toBe('abcd…');
  });
});

describe('archive maps', () => {
  it.each([
    ['a year of four digits', { archives: { '02025': { '1': [1] } } }],
    ['a year of four digits at most', { archives: { '2025x': { '1': [1] } } }],
    ['a year of four digits at least', { archives: { x2025: { '1': [1] } } }],
    ['a volume number', { archives: { '2025': { v1: [1] } } }],
    ['a volume number alone', { archives: { '2025': { '1v': [1] } } }],
  ])('want %s', (_rule, answer) => {
    expect(archiveYearListingResponse.safeParse(answer).success).toBe(false);
  });
});

describe('the wording of schema problems', () => {
  it('names a nested field by its path, and each unknown field under it', () => {
    const schema = z.strictObject({
      paper: z.strictObject({ title: z.string().check(z.minLength(3, 'too short')) }),
    });
    const result = schema.safeParse({ paper: { title: 'ab', extra: 1, other: 2 } });

    expect(result.success ? '' : describeZodError(result.error)).toBe(
      'paper.title: too short; paper.extra: is not a known field; paper.other: is not a known field',
    );
  });

  it('names an unknown field of the body alone', () => {
    const result = z.strictObject({}).safeParse({ extra: 1 });

    expect(result.success ? '' : describeZodError(result.error)).toBe(
      'extra: is not a known field',
    );
  });

  it('says what is wrong with the body itself', () => {
    const notAnObject = z.strictObject({}).safeParse('text');
    const tooShort = z.string().check(z.minLength(3, 'too short')).safeParse('a');

    expect(notAnObject.success ? '' : describeZodError(notAnObject.error)).toBe(
      'body: must be a JSON object',
    );
    expect(tooShort.success ? '' : describeZodError(tooShort.error)).toBe('body: too short');
  });
});

describe('integers in answers', () => {
  it.each([
    [' 12', 12],
    ['12 ', 12],
    [' -3 ', -3],
    ['', null],
    [7, 7],
  ])('an optional integer %j is %j', (value, expected) => {
    expect(lenientInt.parse(value)).toBe(expected);
  });

  it.each(['x12', '12x', '1 2'])('a required integer refuses %j', (value) => {
    expect(requiredInt.safeParse(value).success).toBe(false);
  });
});

describe('request fields', () => {
  it.each(['x12', '12x'])('an integer field refuses %j', (value) => {
    expect(yearField.safeParse(value).success).toBe(false);
  });

  it('a slug is text, and does not end in a hyphen', () => {
    const notText = z.object({ slug: slugField }).safeParse({ slug: 5 });

    expect(notText.success ? '' : describeZodError(notText.error)).toBe('slug: must be a string');
    expect(slugField.safeParse('abc-').success).toBe(false);
    expect(slugField.safeParse('abc-d_e').success).toBe(true);
  });

  it('a required text says it wants text', () => {
    const blank = z.object({ title: requiredText }).safeParse({ title: '   ' });

    expect(blank.success ? '' : describeZodError(blank.error)).toBe(
      'title: expected a non-empty text',
    );
  });
});

describe('the archive index', () => {
  it('orders volumes by number whatever their keys look like', () => {
    expect(normalizeArchiveIndex({ '2025': { '3': [1], '02': [2], '1': [1] } })).toEqual([
      {
        year: 2025,
        volumes: [
          { volume: 1, issues: [1] },
          { volume: 2, issues: [2] },
          { volume: 3, issues: [1] },
        ],
      },
    ]);
  });
});
