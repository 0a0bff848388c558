// Plain text from the sanitized HTML of an abstract, for a details page's meta description and the
// formats that carry text (feeds, CSL, Dublin Core, JSON-LD).

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * The text of an HTML fragment: tags dropped, entities decoded, white space collapsed, and no
 * space left before punctuation that followed a tag ('<em>J. Test</em>, 2020' -> 'J. Test, 2020').
 */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:!?)\]])/g, '$1')
    .trim();
}

/**
 * At most `max` characters (default 160, what search results show), cut at a word boundary with
 * an ellipsis when the text is longer.
 */
export function summary(text: string, max = 160): string {
  const characters = [...text];
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length > max / 2 ? atWord : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
