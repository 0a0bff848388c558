// The publisher's indexing partners.
import type { DatabaseSync } from 'node:sqlite';
import { indexingPartners } from './vocabulary/indexing-partners.ts';

export function seedIndexingPartners(db: DatabaseSync): number {
  const insertPartner = db.prepare(
    'INSERT INTO indexing_partners (indexing_id, position, indexing_name, indexing_url, logo_mark, logo_colour) VALUES (?, ?, ?, ?, ?, ?)',
  );
  indexingPartners.forEach((partner, index) => {
    insertPartner.run(
      index + 1,
      index + 1,
      partner.name,
      partner.url,
      partner.mark,
      partner.colour,
    );
  });
  return indexingPartners.length;
}
