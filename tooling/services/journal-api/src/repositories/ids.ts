// Ids arrive as text (the contract turns numbers into strings).

/** The integer an id of digits stands for, or undefined when it is not one (or too large). */
export function numericId(id: string): number | undefined {
  if (!/^\d{1,16}$/.test(id)) return undefined;
  const value = Number(id);
  return Number.isSafeInteger(value) ? value : undefined;
}
