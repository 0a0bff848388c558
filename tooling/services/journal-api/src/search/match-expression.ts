// Search text to an FTS5 MATCH expression. Every word is quoted, so quotes, operators (AND, OR,
// NOT, NEAR), column filters, `*` and `^` typed by a reader are plain text, never FTS syntax.
import { minorWords } from '@journals/content/format';

/** The most words of one search that reach the index. */
const maxWords = 16;

/**
 * Function words of titles (the ones title case keeps in lower case, and a few longer ones).
 * They are in most titles, so requiring them would make a search much slower without making it
 * narrower; a search of nothing else still uses them.
 */
export const stopWords: ReadonlySet<string> = new Set([
  ...minorWords,
  'from',
  'into',
  'over',
  'under',
  'using',
  'via',
  'within',
]);

function withoutStopWords(words: string[]): string[] {
  const meaningful = words.filter((word) => !stopWords.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/**
 * The words of `text` as the unicode61 tokenizer sees them: lower case, without repeats,
 * without function words when there are others.
 */
export function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return withoutStopWords([...new Set(words)]).slice(0, maxWords);
}

function quoted(word: string): string {
  return `"${word.replaceAll('"', '""')}"`;
}

/**
 * The words of `text` as FTS5 strings, one term each: `["\"grid\"", "\"inverter\""]`. A title
 * matches when it holds every term.
 */
export function allWordTerms(text: string): string[] {
  return searchWords(text).map(quoted);
}

/**
 * For suggestions while typing: the words, the last one as a prefix (`"grid" "inv"*`).
 * Null when there is no word.
 */
export function typingExpression(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  const last = words.at(-1) as string;
  // The word being typed narrows the search: the complete function words can all go.
  const complete = [...new Set(words.slice(0, -1))]
    .filter((word) => !stopWords.has(word))
    .slice(0, maxWords - 1);
  return [...complete.map(quoted), `${quoted(last)}*`].join(' ');
}
