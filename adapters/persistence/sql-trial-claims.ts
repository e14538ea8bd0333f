import type { Kysely } from 'kysely';
import type { TrialClaimKind, TrialClaims } from '../../core/tenancy/trials.js';
import { toIso } from './codec.js';
import type { Schema } from './schema.js';

/** The primary key (kind, key) is the claim: of two racing restaurants, one inserts the row. */
export class SqlTrialClaims implements TrialClaims {
  constructor(private readonly db: Kysely<Schema>) {}

  async claim(kind: TrialClaimKind, key: string, restaurantId: string | null, at: Date): Promise<boolean> {
    const inserted = await this.db
      .insertInto('trial_claims')
      .values({ kind, claim_key: key, restaurant_id: restaurantId, claimed_at: toIso(at) })
      .onConflict((oc) => oc.columns(['kind', 'claim_key']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
    if (restaurantId === null) return false;
    const holder = await this.db
      .selectFrom('trial_claims')
      .select('restaurant_id')
      .where('kind', '=', kind)
      .where('claim_key', '=', key)
      .executeTakeFirst();
    return holder?.restaurant_id === restaurantId;
  }

  async release(kind: TrialClaimKind, key: string): Promise<void> {
    await this.db.deleteFrom('trial_claims').where('kind', '=', kind).where('claim_key', '=', key).execute();
  }
}
