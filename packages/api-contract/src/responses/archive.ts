// Archive and thesis indexes: maps from year to volumes (to issues).
import * as z from 'zod';
import { requiredInt } from '../fields/response-fields.ts';

const yearKey = z.string().regex(/^\d{4}$/, 'expected a four-digit year');
const volumeKey = z.string().regex(/^\d+$/, 'expected a volume number');

/**
 * A map, or an empty array: PHP-style backends encode an empty map as [].
 */
function mapOrEmpty<T extends z.ZodType>(map: T) {
  return z.union([
    map,
    z
      .array(z.never())
      .length(0)
      .transform(() => ({})),
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
