// Field schemas of responses. Real backends vary: numbers arrive as strings, empty values as
// null or "", optional fields go missing. These accept all of that and output one shape.
// Fields the UI cannot do without (ids, titles, list arrays) stay strict.
import * as z from 'zod/mini';
import { cutText, textLimits } from './text-limits.ts';

const digits = /^\s*-?\d+\s*$/;

/** An optional integer: a number, a string of digits, "", null or missing -> number | null. */
export const lenientInt = z.pipe(
  z.optional(
    z.union([
      z.int(),
      // Stryker disable next-line StringLiteral: a union member's message; the union's issue is the one reported
      z.string().check(z.regex(/^\s*(-?\d+)?\s*$/, 'expected an integer')),
      z.null(),
    ]),
  ),
  z.transform((value) =>
    // Stryker disable next-line ConditionalExpression,StringLiteral: an integer passes the digits test and Number keeps it; null and undefined fail it
    typeof value === 'number' ? value : value != null && digits.test(value) ? Number(value) : null,
  ),
);

/** A required integer, as a number or a string of digits -> number. */
export const requiredInt = z.pipe(
  // Stryker disable next-line StringLiteral: a union member's message; the union's issue is the one reported
  z.union([z.int(), z.string().check(z.regex(digits, 'expected an integer'))]),
  // Stryker disable next-line ConditionalExpression,StringLiteral: Number of a number is that number
  z.transform((value) => (typeof value === 'number' ? value : Number(value))),
);

/** Optional text: a string or number, "", null or missing -> trimmed string | null (cut). */
export const lenientText = z.pipe(
  z.optional(z.union([z.string(), z.number(), z.null()])),
  z.transform((value) => {
    if (value == null) return null;
    const text = String(value).trim();
    return text === '' ? null : cutText(text, textLimits.text);
  }),
);

/** Rich text (HTML) that may be missing -> string ('' when missing), cut before sanitizing. */
export const lenientHtml = z.pipe(
  z.optional(z.union([z.string(), z.null()])),
  z.transform((value) => cutText(value ?? '', textLimits.richText)),
);

/** A required, non-empty text of at most `max` characters (cut beyond). */
function requiredTextOf(max: number) {
  return z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'expected a non-empty text')),
    z.transform((text) => cutText(text, max)),
  );
}

/** A required, non-empty title or name. */
export const requiredText = requiredTextOf(textLimits.text);

/** A required slug of a blog post or board member. */
export const requiredSlug = requiredTextOf(textLimits.slug);

/** A required id: a number or a non-empty string -> string. */
export const requiredId = z.pipe(
  // Stryker disable next-line StringLiteral: a union member's message; the union's issue is the one reported
  z.union([z.number(), z.string().check(z.trim(), z.minLength(1, 'expected a non-empty id'))]),
  z.transform((value) => String(value)),
);

/** A list of short texts: an array, a comma-separated string, null or missing -> string[]. */
export const lenientTextList = z.pipe(
  z.optional(z.union([z.array(z.union([z.string(), z.null()])), z.string(), z.null()])),
  z.transform((value) => {
    const items = value == null ? [] : typeof value === 'string' ? value.split(',') : value;
    return items
      .map((item) => (item ?? '').trim())
      .filter((item) => item !== '')
      .slice(0, textLimits.listItems)
      .map((item) => cutText(item, textLimits.listItem));
  }),
);

/** References: an HTML or line-separated string, an array of entries, null or missing. */
export const lenientReferences = z.pipe(
  z.optional(z.union([z.string(), z.array(z.union([z.string(), z.null()])), z.null()])),
  z.transform((value) => {
    if (value == null) return null;
    if (typeof value === 'string') return cutText(value, textLimits.referencesText);
    return value
      .slice(0, textLimits.references)
      .map((entry) => (entry == null ? entry : cutText(entry, textLimits.reference)));
  }),
);

/** What a details response adds to its listed record first: the abstract and the references. */
export const detailTexts = {
  abstract: lenientHtml,
  references: lenientReferences,
};

/** The six author slots every paper shape carries (author_1 ... author_6). */
export const authorSlots = {
  author_1: lenientText,
  author_2: lenientText,
  author_3: lenientText,
  author_4: lenientText,
  author_5: lenientText,
  author_6: lenientText,
};
