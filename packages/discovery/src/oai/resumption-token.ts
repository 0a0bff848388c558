// Resumption tokens (section 3.5): the list request's arguments and where the next page
// starts, in the token itself (base64url JSON), so any server of the journal can continue a
// harvest. A token that does not decode to that is a badResumptionToken.
import * as z from 'zod/mini';

const tokenSchema = z.object({
  v: z.literal(1),
  verb: z.enum(['ListIdentifiers', 'ListRecords']),
  m: z.string(),
  s: z.optional(z.string()),
  f: z.optional(z.string()),
  u: z.optional(z.string()),
  o: z.number().check(z.int(), z.minimum(1)),
});

export type ResumptionToken = z.infer<typeof tokenSchema>;

export function encodeToken(token: ResumptionToken): string {
  return Buffer.from(JSON.stringify(token)).toString('base64url');
}

export function decodeToken(text: string): ResumptionToken | null {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(text)) return null;
  try {
    const parsed = tokenSchema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
