// The longest text the sites take from the API, per kind of field. Anything longer is cut (with
// an ellipsis) as it is parsed, so hostile or broken data cannot grow a page, a URL or a header:
// a 1 MB title becomes a title of 500 characters, its slug and redirect with it.
export const textLimits = {
  /** Titles, names, and every other short text (authors, months, pages, DOIs, dates, URLs). */
  text: 500,
  /** Slugs of blog posts and board members. */
  slug: 200,
  /** A tag, an area of expertise. */
  listItem: 100,
  /** How many tags or areas of expertise. */
  listItems: 50,
  /** Rich text: an abstract, a blog post, a biography (HTML, before sanitizing). */
  richText: 50_000,
  /** One reference. */
  reference: 2_000,
  /** How many references. */
  references: 500,
  /** References given as one HTML or text string. */
  referencesText: 500_000,
} as const;

/** `text` cut to at most `max` characters (code points), the last one an ellipsis when cut. */
export function cutText(text: string, max: number): string {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut; the check below returns such a text as it is
  if (text.length <= max) return text;
  // Enough UTF-16 units for `max` code points, however many are pairs.
  // Stryker disable next-line MethodExpression: the slice only bounds the work; the first code points are the same
  const points = Array.from(text.slice(0, 2 * max));
  if (points.length <= max && text.length <= 2 * max) return text;
  return `${points
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
