export interface LaneLimits {
  /** Lanes (the pool's threads). */
  lanes: number;
  /** Calls one lane holds at once: the one running and the ones queued in its thread behind it. */
  depth: number;
  /** Lanes one tenant may use at once: below `lanes`, so one tenant's flood leaves a lane for the others. */
  perTenantLanes: number;
  /** Requests waiting for a place, all tenants together; beyond it they are refused at once. */
  waiting: number;
  /** Requests of one tenant waiting; beyond it that tenant's next ones are refused at once. */
  perTenantWaiting: number;
}

/** Thrown when a request cannot even wait for a place. */
export class SlotsFull extends Error {
  constructor(readonly scope: 'tenant' | 'all') {
    super(scope === 'tenant' ? 'Demasiados mensajes de este restaurante en espera' : 'Demasiados mensajes en espera');
    this.name = 'SlotsFull';
  }
}

/** A place in a lane: which lane, and the function that gives it back (call it exactly once). */
export interface LanePlace {
  lane: number;
  release: () => void;
}

interface Tenant {
  /** Calls this tenant holds in each lane. */
  onLane: number[];
  waiting: ((lane: number) => void)[];
}

/**
 * Places in a few lanes (worker threads), each holding `depth` calls, handed out across tenants:
 * round-robin among the tenants waiting, and a tenant's calls only ever in `perTenantLanes`
 * lanes at once. A thread with the next call already queued behind the running one never waits
 * on the main thread's event loop between calls (the round trip a busy server makes long),
 * and a restaurant whose customers flood it queues in its own lanes while another restaurant's
 * next message takes a lane the flood cannot enter.
 */
export class LaneSlots {
  private readonly load: number[];
  private waitingCount = 0;
  private readonly tenants = new Map<string, Tenant>();
  /** Tenants with someone waiting, in turn order: the next place goes to the first that may take one. */
  private turn: string[] = [];

  constructor(
    private readonly limits: LaneLimits,
    /**
     * Whether a lane's running call has already run long (the pool reads it from the calls'
     * starts): nothing is queued behind it then, where it could only wait, but in a lane that is
     * free or moving.
     */
    private readonly stalled: (lane: number) => boolean = () => false,
  ) {
    if (limits.lanes < 1 || limits.depth < 1 || limits.perTenantLanes < 1) throw new RangeError('LaneSlots needs at least one place');
    this.load = Array.from({ length: limits.lanes }, () => 0);
  }

  /** Waits for a place in a lane this tenant may use. */
  async acquire(tenantId: string): Promise<LanePlace> {
    const tenant = this.tenants.get(tenantId) ?? { onLane: this.load.map(() => 0), waiting: [] };
    this.tenants.set(tenantId, tenant);
    let lane = tenant.waiting.length === 0 ? this.laneFor(tenant) : null;
    if (lane === null) {
      if (tenant.waiting.length >= this.limits.perTenantWaiting) throw this.refuse(tenantId, 'tenant');
      if (this.waitingCount >= this.limits.waiting) throw this.refuse(tenantId, 'all');
      lane = await new Promise<number>((start) => {
        if (tenant.waiting.length === 0) this.turn.push(tenantId);
        tenant.waiting.push(start);
        this.waitingCount++;
      });
    } else {
      this.take(tenant, lane);
    }
    const taken = lane;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.load[taken]!--;
      tenant.onLane[taken]!--;
      this.forget(tenantId, tenant);
      this.dispatch();
    };
    return { lane: taken, release };
  }

  /** Calls holding a place and calls waiting for one, for tests and logs. */
  get usage() {
    return { running: this.load.reduce((a, b) => a + b, 0), waiting: this.waitingCount };
  }

  /**
   * The lane for this tenant's next call, or null: the least loaded lane with room, and not behind
   * a stalled call, among those it may use (the lanes it already holds calls in, and any other
   * while it holds fewer than its share).
   */
  private laneFor(tenant: Tenant): number | null {
    const lanesHeld = tenant.onLane.filter((n) => n > 0).length;
    let best: number | null = null;
    for (let lane = 0; lane < this.load.length; lane++) {
      if (this.load[lane]! >= this.limits.depth || (this.load[lane]! > 0 && this.stalled(lane))) continue;
      if (tenant.onLane[lane] === 0 && lanesHeld >= this.limits.perTenantLanes) continue;
      if (best === null || this.load[lane]! < this.load[best]!) best = lane;
    }
    return best;
  }

  private take(tenant: Tenant, lane: number) {
    this.load[lane]!++;
    tenant.onLane[lane]!++;
  }

  private refuse(tenantId: string, scope: 'tenant' | 'all') {
    this.forget(tenantId, this.tenants.get(tenantId)!);
    return new SlotsFull(scope);
  }

  private forget(tenantId: string, tenant: Tenant) {
    if (tenant.waiting.length === 0 && tenant.onLane.every((n) => n === 0)) this.tenants.delete(tenantId);
  }

  /** Gives free places to waiting tenants in turn, skipping those with no lane they may use. */
  private dispatch() {
    let passes = this.turn.length;
    while (passes > 0) {
      const tenantId = this.turn.shift()!;
      const tenant = this.tenants.get(tenantId)!;
      const lane = this.laneFor(tenant);
      if (lane === null) {
        this.turn.push(tenantId);
        passes--;
        continue;
      }
      const start = tenant.waiting.shift()!;
      this.waitingCount--;
      this.take(tenant, lane);
      if (tenant.waiting.length > 0) this.turn.push(tenantId);
      passes = this.turn.length;
      start(lane);
    }
  }
}
