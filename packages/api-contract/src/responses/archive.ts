// Archive and thesis indexes: maps from year to volumes (to issues).
import * as z from 'zod/mini';
import { requiredInt } from '../fields/response-fields.ts';

// Stryker disable next-line StringLiteral: inside the union of mapOrEmpty, whose own issue is the one reported
const yearKey = z.string().check(z.regex(/^\d{4}$/, 'expected a four-digit year'));
// Stryker disable next-line StringLiteral: inside the union of mapOrEmpty, whose own issue is the one reported
const volumeKey = z.string().check(z.regex(/^\d+$/, 'expected a volume number'));

/**
 * A map, or an empty array: PHP-style backends encode an empty map as [].
 */
function mapOrEmpty<T extends z.ZodMiniType>(map: T) {
  return z.union([
    map,
    z.pipe(
      z.array(z.never()).check(z.length(0)),
      z.transform(() => ({})),
    ),
  ]);
}

/** year -> volume -> issues. */
export const archiveMapSchema = mapOrEmpty(
  z.record(yearKey, mapOrEmpty(z.record(volumeKey, z.array(requiredInt)))),
);

export const archiveYearListingResponse = z.object({ archives: archiveMapSchema });

/** year -> volumes (thesis index). */
export const thesisMapSchema = mapOrEmpty(z.record(yearKey, z.array(requiredInt)));

export const thesisYearListingResponse = z.object({ thesis: thesisMapSchema });
