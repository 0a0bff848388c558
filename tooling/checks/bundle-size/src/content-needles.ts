// Strings that identify one site's config or one page's text, as they would stand in a minified
// JavaScript file: literal runs of plain characters (no quotes, escapes or interpolations), long
// enough not to occur by chance.
import { toPlainText, type ContentPage } from '@journals/content';

/** Characters a minifier writes as they are inside a string literal. */
const plain = /^[A-Za-z0-9 ,.:()/&-]+$/;

export function isNeedle(value: string, minLength: number): boolean {
  return value.length >= minLength && plain.test(value);
}

/** Every string of a value (a site config), depth first. */
export function stringLeaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringLeaves);
  if (typeof value === 'object' && value !== null)
    return Object.values(value).flatMap(stringLeaves);
  return [];
}

/**
 * The strings of `other` that `own` does not hold anywhere (a shared default, such as the
 * publisher's name, is every site's own): what would betray `other`'s config in `own`'s app.
 */
export function foreignConfigNeedles(own: object, other: object, minLength = 8): string[] {
  const ownText = stringLeaves(own).join('\n');
  return [
    ...new Set(
      stringLeaves(other).filter((value) => isNeedle(value, minLength) && !ownText.includes(value)),
    ),
  ];
}

/** The sentences of a page (split at full stops and lines) that qualify as needles. */
export function pageSentences(page: ContentPage, minLength = 40): string[] {
  return toPlainText(page)
    .split(/\n|(?<=\.)\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => isNeedle(sentence, minLength));
}

/** Sentences of `page` found in none of `others` (the text only that page carries). */
export function distinctiveSentences(page: ContentPage, others: ContentPage[]): string[] {
  const otherText = others.map(toPlainText).join('\n');
  return pageSentences(page).filter((sentence) => !otherText.includes(sentence));
}
