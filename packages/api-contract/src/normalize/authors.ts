export interface AuthorSlots {
  author_1: string | null;
  author_2: string | null;
  author_3: string | null;
  author_4: string | null;
  author_5: string | null;
  author_6: string | null;
}

/** author_1 ... author_6 in order, empty ones skipped. */
export function authorsOf(slots: AuthorSlots): string[] {
  return [
    slots.author_1,
    slots.author_2,
    slots.author_3,
    slots.author_4,
    slots.author_5,
    slots.author_6,
  ].filter((author): author is string => author !== null && author !== '');
}

/** The author slots, or, when all are empty, a combined author text split at commas and semicolons. */
export function authorsWithFallback(slots: AuthorSlots, combined: string | null): string[] {
  const authors = authorsOf(slots);
  if (authors.length > 0 || combined === null) return authors;
  return combined
    .split(/[,;]/)
    .map((author) => author.trim())
    .filter((author) => author !== '');
}
