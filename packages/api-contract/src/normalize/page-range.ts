export interface PageRange {
  firstPage: string | null;
  lastPage: string | null;
}

/** "12-19" (also "12–19", "pp. 12 - 19") -> 12 and 19; "7" -> 7 and null. */
export function pageRange(pages: string | null): PageRange {
  const text = (pages ?? '').replace(/^\s*pp?\.?\s*/i, '').trim();
  if (text === '') return { firstPage: null, lastPage: null };
  const range = /^([^\s\-–—]+)\s*[-–—]+\s*([^\s\-–—]+)$/.exec(text);
  if (range) return { firstPage: range[1] ?? null, lastPage: range[2] ?? null };
  return { firstPage: text, lastPage: null };
}
