// Deterministic dates: everything is computed from the month, never from the clock.
import { monthIndexOf, pad } from './compose/text.ts';
import type { Random } from './random.ts';

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A day late in the month. */
export function publicationDate(random: Random, year: number, monthName: string): Date {
  const month = monthIndexOf(monthName);
  return new Date(Date.UTC(year, month, random.int(20, 28), 0, 0, 0));
}

/** `date` moved by whole days and a random time of day. */
export function shiftedTimestamp(random: Random, date: Date, days: number): string {
  const shifted = new Date(date.getTime() + days * 86_400_000);
  shifted.setUTCHours(random.int(8, 18), random.int(0, 59), random.int(0, 59));
  return shifted.toISOString();
}

export function dateOf(year: number, month: number, day: number): string {
  return `${year}-${pad(month, 2)}-${pad(day, 2)}`;
}
