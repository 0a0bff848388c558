// Small text helpers shared by the composers.
import { monthNames } from '@journals/site-config/calendar';

/** URL slug: lower case, runs of anything but letters and digits collapsed to one hyphen. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Words that keep their capital letter in running text. */
const properNouns = new Set([
  'Kalman',
  'Bayesian',
  'Monte',
  'Carlo',
  'Vienna',
  'Hall',
  'Xilinx',
  'Zynq',
]);

function isAcronym(part: string): boolean {
  return /\d/.test(part) || /[A-Z].*[A-Z]/.test(part);
}

function runningWord(word: string): string {
  const parts = word.split('-');
  return parts
    .map((part) => {
      const keep =
        isAcronym(part) ||
        properNouns.has(part) ||
        (part.length === 1 && parts.length > 1 && /[A-Z]/.test(part));
      return keep ? part : part.toLowerCase();
    })
    .join('-');
}

const runningWords = new Map<string, string>();

/**
 * Title Case to running text: capitalised words are lowered, acronyms (MIMO, DC-DC, 5G,
 * LoRaWAN, RISC-V, H-Bridge) and a few proper nouns are kept.
 */
export function toRunningText(title: string): string {
  return title
    .split(' ')
    .map((word) => {
      let running = runningWords.get(word);
      if (running === undefined) {
        running = runningWord(word);
        runningWords.set(word, running);
      }
      return running;
    })
    .join(' ');
}

/** First letters of spelled-out acronyms that sound like a vowel: an FPGA, an HVDC, an LED. */
const vowelSoundInitials = /^[AEFHILNOSX]/;

/** 'a' or 'an' before `phrase` as it is read aloud: an ultra-wideband, a UAV, an FPGA. */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  if (/^\d/.test(phrase)) return /^(8|11|18)(\D|$)|^8\d/.test(phrase) ? 'an' : 'a';
  if (/^[A-Z][A-Z0-9]/.test(phrase)) return vowelSoundInitials.test(phrase) ? 'an' : 'a';
  if (/^(uni|use|usu|euro|one)/i.test(phrase)) return 'a';
  return /^[aeiou]/i.test(phrase) ? 'an' : 'a';
}

/** Running text with its first letter capitalised, for the start of a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const ieeeMonthAbbreviations = [
  'Jan.',
  'Feb.',
  'Mar.',
  'Apr.',
  'May',
  'Jun.',
  'Jul.',
  'Aug.',
  'Sep.',
  'Oct.',
  'Nov.',
  'Dec.',
] as const;

/** IEEE reference style month: 'Feb.', 'May', 'Sep.'. */
export function ieeeMonth(monthIndex: number): string {
  return ieeeMonthAbbreviations[monthIndex] ?? '';
}

export function monthIndexOf(monthName: string): number {
  return (monthNames as readonly string[]).indexOf(monthName);
}

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
