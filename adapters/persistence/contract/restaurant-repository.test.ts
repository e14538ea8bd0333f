import { expect, it } from 'vitest';
import type { NewRestaurant } from '../../../core/tenancy/restaurant.js';
import { DomainError } from '../../../core/shared/errors.js';
import { SqlRestaurantRepository } from '../sql-restaurant-repository.js';
import { describeDialects } from './dialects.js';
import { givenUser, useDatabase } from './harness.js';

const newRestaurant = (patch: Partial<NewRestaurant> = {}): NewRestaurant => ({
  name: 'La Cocina de Ana',
  description: 'Comida corrida',
  phone: '+52 55 1234 5678',
  email: 'hola@cocina.mx',
  address: 'Av. Reforma 1, CDMX',
  subdomain: 'cocina-ana',
  subscriptionStatus: 'trial',
  subscriptionPlan: null,
  trialEndsAt: new Date('2025-07-15T18:30:00.250Z'),
  ...patch,
});

describeDialects('SqlRestaurantRepository', (dialect) => {
  const db = useDatabase(dialect);
  const repo = () => new SqlRestaurantRepository(db());

  it('creates a restaurant with its owner as first member and reads back every field', async () => {
    const owner = await givenUser(db());
    const created = await repo().create(newRestaurant(), owner.id);
    expect(created).toMatchObject(newRestaurant());
    expect(await repo().findById(created.id)).toEqual(created);
    expect(await repo().findBySubdomain('cocina-ana')).toEqual(created);
    expect(await repo().isMember(created.id, owner.id)).toBe(true);
    expect(await repo().listForUser(owner.id)).toEqual([created]);

    const paid = await repo().create(
      newRestaurant({
        subdomain: 'pagado',
        subscriptionStatus: 'active',
        subscriptionPlan: 'pro',
        trialEndsAt: null,
        description: null,
        phone: null,
        email: null,
        address: null,
      }),
      owner.id,
    );
    expect(await repo().findById(paid.id)).toEqual(paid);
  });

  it('answers null for unknown ids and subdomains', async () => {
    expect(await repo().findById('nope')).toBeNull();
    expect(await repo().findBySubdomain('nope')).toBeNull();
  });

  it('refuses a taken subdomain as a conflict, leaving no half-created restaurant', async () => {
    const owner = await givenUser(db());
    await repo().create(newRestaurant({ subdomain: 'tomado' }), owner.id);
    const other = await givenUser(db());
    const error = await repo()
      .create(newRestaurant({ subdomain: 'tomado', name: 'Otro' }), other.id)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'conflict', message: 'El subdominio "tomado" ya está en uso, elige otro' });
    expect(await repo().listForUser(other.id)).toEqual([]);
    expect(await repo().list()).toHaveLength(1);
  });

  it('rolls the restaurant back when its owner membership cannot be written', async () => {
    await expect(repo().create(newRestaurant({ subdomain: 'sin-dueno' }), 'ghost-user')).rejects.toThrow();
    expect(await repo().findBySubdomain('sin-dueno')).toBeNull();
  });

  it('lists restaurants per member in the order they joined, and all of them for list()', async () => {
    const ana = await givenUser(db());
    const luis = await givenUser(db());
    const first = await repo().create(newRestaurant({ subdomain: 'primero' }), ana.id);
    await new Promise((r) => setTimeout(r, 3));
    const second = await repo().create(newRestaurant({ subdomain: 'segundo' }), luis.id);
    await new Promise((r) => setTimeout(r, 3));
    await repo().addMember(second.id, ana.id);
    await repo().addMember(second.id, ana.id); // idempotent

    expect(await repo().listForUser(ana.id)).toEqual([first, second]);
    expect(await repo().listForUser(luis.id)).toEqual([second]);
    expect(await repo().isMember(first.id, luis.id)).toBe(false);
    expect(await repo().list()).toEqual([first, second]);
    expect(await repo().findForMember(second.id, ana.id)).toEqual(second);
    expect(await repo().findForMember(first.id, luis.id)).toBeNull();
    expect(await repo().findForMember('no-such-restaurant', ana.id)).toBeNull();
  });

  it('updates the subscription fields it is given and nothing else', async () => {
    const owner = await givenUser(db());
    const created = await repo().create(newRestaurant(), owner.id);
    const active = await repo().updateSubscription(created.id, { subscriptionStatus: 'active', subscriptionPlan: 'basico' });
    expect(active).toEqual({ ...created, subscriptionStatus: 'active', subscriptionPlan: 'basico' });
    const pastDue = await repo().updateSubscription(created.id, { subscriptionStatus: 'past_due' });
    expect(pastDue).toEqual({ ...created, subscriptionStatus: 'past_due', subscriptionPlan: 'basico' });
    const cleared = await repo().updateSubscription(created.id, { subscriptionPlan: null });
    expect(cleared?.subscriptionPlan).toBeNull();
    expect(await repo().updateSubscription(created.id, {})).toEqual(cleared);
    expect(await repo().updateSubscription('nope', { subscriptionStatus: 'canceled' })).toBeNull();
  });
});
