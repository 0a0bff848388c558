// Intersection of ascending lists of numbers (search keys), smallest list first: each value of
// the running result is looked up in the next list by galloping from where the previous one was
// found, so a short list against a long one costs a few steps per value.

/** The values present in every list. Each list is ascending, without repeats. */
export function intersectAscending(lists: readonly Float64Array[]): Float64Array {
  const bySize = [...lists].sort((a, b) => a.length - b.length);
  let result = bySize[0] ?? new Float64Array(0);
  for (const other of bySize.slice(1)) {
    if (result.length === 0) break;
    const kept = new Float64Array(result.length);
    let count = 0;
    let from = 0;
    for (const value of result) {
      from = lowerBound(other, value, from);
      if (from === other.length) break;
      if (other[from] === value) {
        kept[count] = value;
        count += 1;
      }
    }
    result = kept.subarray(0, count);
  }
  return result;
}

/** The first index at or after `from` whose value is not below `value`. */
export function lowerBound(list: Float64Array, value: number, from: number): number {
  let low = from;
  let high = from;
  let step = 1;
  while (high < list.length && (list[high] as number) < value) {
    low = high + 1;
    high = low + step;
    step *= 2;
  }
  high = Math.min(high, list.length);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
