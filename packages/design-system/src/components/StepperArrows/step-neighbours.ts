/**
 * The items before and after `index` in `list`, without wrapping: the first item has no
 * previous, the last no next. An index outside the list has neither.
 */
export function stepNeighbours<T>(
  list: readonly T[],
  index: number,
): { previous: T | null; next: T | null } {
  if (index < 0 || index >= list.length) return { previous: null, next: null };
  return {
    previous: index > 0 ? (list[index - 1] ?? null) : null,
    next: index < list.length - 1 ? (list[index + 1] ?? null) : null,
  };
}
