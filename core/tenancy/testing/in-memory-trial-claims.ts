import type { TrialClaimKind, TrialClaims } from '../trials.js';

/** Claims in a map; passes the same contract suite as the SQL adapter. */
export class InMemoryTrialClaims implements TrialClaims {
  private readonly claims = new Map<string, string | null>();

  async claim(kind: TrialClaimKind, key: string, restaurantId: string | null): Promise<boolean> {
    const id = `${kind}:${key}`;
    if (!this.claims.has(id)) {
      this.claims.set(id, restaurantId);
      return true;
    }
    return restaurantId !== null && this.claims.get(id) === restaurantId;
  }

  async release(kind: TrialClaimKind, key: string): Promise<void> {
    this.claims.delete(`${kind}:${key}`);
  }
}
