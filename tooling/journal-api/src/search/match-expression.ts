// Search text to an FTS5 MATCH expression. Every word is quoted, so quotes, operators (AND, OR,
// NOT, NEAR), column filters, `*` and `^` typed by a reader are plain text, never FTS syntax.

/** The most words of one search that reach the index. */
const maxWords = 16;

/** The words of `text` as the unicode61 tokenizer sees them, lower case, without repeats. */
export function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, maxWords);
}

function quoted(word: string): string {
  return `"${word.replaceAll('"', '""')}"`;
}

/** Every word must occur in the title: `"grid" "inverter"`. Null when there is no word. */
export function allWordsExpression(text: string): string | null {
  const words = searchWords(text);
  return words.length === 0 ? null : words.map(quoted).join(' ');
}

/**
 * For suggestions while typing: all words, the last one as a prefix (`"grid" "inv"*`).
 * Null when there is no word.
 */
export function typingExpression(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  const last = words.at(-1) as string;
  const complete = [...new Set(words.slice(0, -1))].slice(0, maxWords - 1);
  return [...complete.map(quoted), `${quoted(last)}*`].join(' ');
}
