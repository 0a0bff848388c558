/**
 * The tab to show for `value`: itself when a tab has it, otherwise `fallback` (when a tab has
 * that), otherwise the first tab. Unknown values (a stale link, a typo in the URL) never leave
 * the tabs without a selection.
 */
export function resolveTabValue(
  values: readonly string[],
  value: string | null | undefined,
  fallback?: string,
): string | undefined {
  if (value != null && values.includes(value)) return value;
  if (fallback !== undefined && values.includes(fallback)) return fallback;
  return values[0];
}
