// The publisher's indexing partners (indexfetch).
import * as z from 'zod/mini';
import { lenientText, requiredId, requiredText } from '../fields/response-fields.ts';

export const indexingPartnerSchema = z.object({
  indexing_id: requiredId,
  indexing_name: requiredText,
  indexing_url: lenientText,
  indexing_image_url: requiredText,
});

export const indexingResponse = z.object({ indexingList: z.array(indexingPartnerSchema) });
