export interface FairSlotLimits {
  /** Slots in all (the pool's threads). */
  running: number;
  /** Slots one tenant may hold at once: below `running`, so one tenant's flood leaves room for the others. */
  perTenantRunning: number;
  /** Requests waiting for a slot, all tenants together; beyond it they are refused at once. */
  waiting: number;
  /** Requests of one tenant waiting; beyond it that tenant's next ones are refused at once. */
  perTenantWaiting: number;
}

/** Thrown when a request cannot even wait for a slot. */
export class SlotsFull extends Error {
  constructor(readonly scope: 'tenant' | 'all') {
    super(scope === 'tenant' ? 'Demasiados mensajes de este restaurante en espera' : 'Demasiados mensajes en espera');
    this.name = 'SlotsFull';
  }
}

interface Tenant {
  running: number;
  waiting: (() => void)[];
}

/**
 * Hands out a fixed number of slots across tenants, round-robin among the tenants that are
 * waiting, each capped at `perTenantRunning`: a restaurant whose customers flood it queues
 * behind itself, and another restaurant's next message takes the next free slot.
 */
export class FairSlots {
  private running = 0;
  private waitingCount = 0;
  private readonly tenants = new Map<string, Tenant>();
  /** Tenants with someone waiting, in turn order: the next slot goes to the first that may take it. */
  private turn: string[] = [];

  constructor(private readonly limits: FairSlotLimits) {
    if (limits.running < 1 || limits.perTenantRunning < 1) throw new RangeError('FairSlots needs at least one slot');
  }

  /** Waits for a slot; the returned function gives it back (call it exactly once). */
  async acquire(tenantId: string): Promise<() => void> {
    const tenant = this.tenants.get(tenantId) ?? { running: 0, waiting: [] };
    this.tenants.set(tenantId, tenant);
    if (this.running < this.limits.running && tenant.running < this.limits.perTenantRunning && tenant.waiting.length === 0) {
      this.take(tenant);
    } else {
      if (tenant.waiting.length >= this.limits.perTenantWaiting) throw this.refuse(tenantId, 'tenant');
      if (this.waitingCount >= this.limits.waiting) throw this.refuse(tenantId, 'all');
      await new Promise<void>((start) => {
        if (tenant.waiting.length === 0) this.turn.push(tenantId);
        tenant.waiting.push(start);
        this.waitingCount++;
      });
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      tenant.running--;
      this.forget(tenantId, tenant);
      this.dispatch();
    };
  }

  /** What is running and waiting now, for tests and logs. */
  get load() {
    return { running: this.running, waiting: this.waitingCount };
  }

  private take(tenant: Tenant) {
    this.running++;
    tenant.running++;
  }

  private refuse(tenantId: string, scope: 'tenant' | 'all') {
    this.forget(tenantId, this.tenants.get(tenantId)!);
    return new SlotsFull(scope);
  }

  private forget(tenantId: string, tenant: Tenant) {
    if (tenant.running === 0 && tenant.waiting.length === 0) this.tenants.delete(tenantId);
  }

  /** Gives free slots to waiting tenants in turn, skipping those at their own cap. */
  private dispatch() {
    let passes = this.turn.length;
    while (this.running < this.limits.running && passes > 0) {
      const tenantId = this.turn.shift()!;
      const tenant = this.tenants.get(tenantId)!;
      if (tenant.running >= this.limits.perTenantRunning) {
        this.turn.push(tenantId);
        passes--;
        continue;
      }
      const start = tenant.waiting.shift()!;
      this.waitingCount--;
      this.take(tenant);
      if (tenant.waiting.length > 0) this.turn.push(tenantId);
      passes = this.turn.length;
      start();
    }
  }
}
