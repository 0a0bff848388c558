// The standard PDF fonts encode WinAnsi only: map typographic characters to their plain
// forms, strip accents the encoding lacks, and show anything else as '?'.

const replacements: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u00a0': ' ',
  '\t': ' ',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0131': 'i',
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff);
}

export function toWinAnsi(text: string): string {
  let result = '';
  for (const char of text.normalize('NFC')) {
    const replaced = replacements[char] ?? char;
    if ([...replaced].every(isWinAnsi)) {
      result += replaced;
      continue;
    }
    const stripped = char.normalize('NFD').replace(/\p{M}+/gu, '');
    result += [...stripped].every(isWinAnsi) && stripped !== '' ? stripped : '?';
  }
  return result;
}
