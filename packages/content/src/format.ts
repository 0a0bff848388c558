// Wording of facts that come from site-config: ranges, counts, lists, licences, formats.
import type { Licence } from '@journals/site-config';

export interface Range {
  min: number;
  max: number;
}

/** '7 to 10 working days' (or '7 working days' when both ends agree). */
export function span(range: Range, unit: string): string {
  const [min, max] = [formatNumber(range.min), formatNumber(range.max)];
  return range.min === range.max ? `${min} ${unit}` : `${min} to ${max} ${unit}`;
}

/** 4000 -> '4,000'. */
export function formatNumber(value: number): string {
  return value.toLocaleString('en-GB');
}

const words = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** Small counts in words ('two'), larger ones in digits. */
export function numberWord(count: number): string {
  return words[count] ?? String(count);
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The short function words a title keeps in lower case ('Peer Review of the Journal'); the
 * journal API's title search passes over them too (@journals/journal-api's match expression).
 */
export const minorWords: readonly string[] = [
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
];

const minor = new Set(minorWords);

/** 'Double-blind peer review' -> 'Double-blind Peer Review' (for card and heading titles). */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => (index > 0 && minor.has(word) ? word : capitalise(word)))
    .join(' ');
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** 'CC-BY-NC-ND-4.0' -> 'CC BY-NC-ND 4.0'; other identifiers are shown as they are. */
export function licenceShortName(licence: Licence): string {
  const match = /^CC-(.+)-(\d+\.\d+)$/.exec(licence.spdx);
  return match ? `CC ${match[1]} ${match[2]}` : licence.spdx;
}

function licenceElements(licence: Licence): Set<string> {
  return new Set(licence.spdx.split('-'));
}

/** What anyone may do with an article under the licence. */
export function licenceFreedoms(licence: Licence): string[] {
  const elements = licenceElements(licence);
  const purpose = elements.has('NC')
    ? 'for non-commercial purposes'
    : 'for any purpose, including commercially';
  const freedoms = [
    `Share: copy and redistribute the article in any medium or format, ${purpose}.`,
  ];
  if (!elements.has('ND')) {
    freedoms.push(`Adapt: remix, transform and build upon the article, ${purpose}.`);
  }
  return freedoms;
}

/** The conditions the licence attaches to those freedoms. */
export function licenceConditions(licence: Licence): string[] {
  const elements = licenceElements(licence);
  const conditions = [
    'Attribution: credit the authors and the original publication, link to the licence and indicate whether changes were made.',
  ];
  if (elements.has('NC')) {
    conditions.push('NonCommercial: do not use the article for commercial purposes.');
  }
  if (elements.has('ND')) {
    conditions.push(
      'NoDerivatives: do not distribute adapted versions, such as translations or remixes, of the article.',
    );
  }
  if (elements.has('SA')) {
    conditions.push('ShareAlike: distribute adaptations under the same licence as the original.');
  }
  return conditions;
}

/** True when the licence itself rules out commercial reuse. */
export function licenceIsNonCommercial(licence: Licence): boolean {
  return licenceElements(licence).has('NC');
}

const languageNames: Record<string, string> = { en: 'English' };

export function languageName(code: string): string {
  return languageNames[code] ?? code;
}

/** ['.doc', '.docx'] -> 'DOC/DOCX'. */
export function fileTypes(extensions: readonly string[]): string {
  return extensions.map((extension) => extension.replace(/^\./, '').toUpperCase()).join('/');
}
