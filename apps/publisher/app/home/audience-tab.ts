// The audience tab a URL selects (`?tab=`): one of the configured values; a missing or unknown
// value is the first (spec: default and fallback "authors").
import * as z from 'zod/mini';

export function audienceTab(values: readonly [string, ...string[]], search: URLSearchParams) {
  return z.catch(z.enum(values), values[0]).parse(search.get('tab'));
}

/** The address that selects a tab, at the tabs' section (works without JavaScript). */
export function audienceTabHref(value: string, sectionId: string): string {
  return `?${new URLSearchParams({ tab: value })}#${sectionId}`;
}
