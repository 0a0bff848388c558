/**
 * The page numbers a pager shows: at most `size`, centred on `current`, shifted at the ends so
 * the window stays full. `current` outside 1..total is clamped; no pages gives [].
 *
 * pagerWindow(1, 10) -> [1, 2, 3, 4, 5]; pagerWindow(6, 10) -> [4, 5, 6, 7, 8];
 * pagerWindow(10, 10) -> [6, 7, 8, 9, 10]; pagerWindow(2, 3) -> [1, 2, 3]
 */
export function pagerWindow(current: number, total: number, size = 5): number[] {
  const pages = Math.max(0, Math.floor(total));
  const width = Math.min(Math.max(1, Math.floor(size)), pages);
  if (width === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), pages);
  const start = Math.min(Math.max(1, page - Math.floor((width - 1) / 2)), pages - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}
