import { describe, expect, it } from 'vitest';
import type { Restaurant } from '../tenancy/restaurant.js';
import type { ConfigRepository } from '../config/config.js';
import { ConfigService, type StoredConfigEntry } from '../config/config-service.js';
import { DEFAULT_AI_CONFIG } from '../config/config.js';
import { RestaurantSettingsLoader } from './restaurant-settings-loader.js';

const restaurant: Restaurant = {
  id: 'r-tacos',
  name: 'Tacos Don Beto',
  description: null,
  phone: null,
  email: null,
  address: null,
  subdomain: 'tacos',
  subscriptionStatus: 'active',
  subscriptionPlan: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  trialEndsAt: null,
};

/** resolveEntries reads only the entries it is given: the repository is never asked. */
const unusedRepository: ConfigRepository = {
  get: async () => null,
  set: async () => {},
  remove: async () => {},
  list: async () => [],
};

function loaderWith(entries: StoredConfigEntry[]) {
  const lines: string[] = [];
  const loader = new RestaurantSettingsLoader(
    { read: async (id) => (id === restaurant.id ? { restaurant, entries } : null) },
    new ConfigService(unusedRepository, { seal: (s) => s, open: (s) => s }),
    (line) => lines.push(line),
  );
  return { loader, lines };
}

describe('RestaurantSettingsLoader', () => {
  it('keeps the fields that fit, uses the default for one that does not, and says which key, restaurant and field', async () => {
    const { loader, lines } = loaderWith([
      { scope: restaurant.id, key: 'ai_config', value: { model: 'gpt-4', temperature: 'caliente', maxLineQuantity: 12 } },
    ]);
    const settings = await loader.load(restaurant.id);
    expect(settings?.ai).toEqual({ ...DEFAULT_AI_CONFIG, model: 'gpt-4', maxLineQuantity: 12 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('config ai_config del restaurante r-tacos');
    expect(lines[0]).toContain('«temperature» no válido');
  });

  it('reports fields no schema knows and leaves them out', async () => {
    const { loader, lines } = loaderWith([
      { scope: restaurant.id, key: 'operations_config', value: { hoursEnabled: true, horario: 'siempre' } },
    ]);
    const settings = await loader.load(restaurant.id);
    expect(settings?.operations.hoursEnabled).toBe(true);
    expect(settings?.operations).not.toHaveProperty('horario');
    expect(lines).toEqual(['config operations_config del restaurante r-tacos: campos desconocidos ignorados: horario']);
  });

  it('reports a bad entry once, not on every message', async () => {
    const { loader, lines } = loaderWith([{ scope: restaurant.id, key: 'whatsapp_config', value: { provider: 'telegram' } }]);
    for (let i = 0; i < 3; i++) expect((await loader.load(restaurant.id))?.whatsapp.provider).toBe('meta');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('config whatsapp_config del restaurante r-tacos: «provider» no válido');
  });

  it('reads well-formed entries without a report', async () => {
    const { loader, lines } = loaderWith([
      { scope: restaurant.id, key: 'ai_config', value: { testMode: false } },
      { scope: restaurant.id, key: 'restaurant_profile', value: { hours: '9 a 5' } },
    ]);
    const settings = await loader.load(restaurant.id);
    expect(settings?.ai.testMode).toBe(false);
    expect(settings?.profile.hours).toBe('9 a 5');
    expect(lines).toEqual([]);
    expect(await loader.load('r-otro')).toBeNull();
  });

  it('decrypts and validates an unchanged entry once, and a changed entry again, with the restaurant row always fresh', async () => {
    let opened = 0;
    let entries: StoredConfigEntry[] = [
      { scope: restaurant.id, key: 'whatsapp_config', value: { provider: 'meta', accessToken: 'sealed:token-1' } },
    ];
    let row = restaurant;
    const loader = new RestaurantSettingsLoader(
      { read: async () => ({ restaurant: row, entries: [...entries] }) },
      new ConfigService(unusedRepository, { seal: (s) => s, open: (s) => (opened++, s) }),
    );
    expect((await loader.load(restaurant.id))?.whatsapp.accessToken).toBe('token-1');
    row = { ...restaurant, name: 'Tacos Doña Beta' };
    const again = await loader.load(restaurant.id);
    expect(again?.whatsapp.accessToken).toBe('token-1');
    expect(again?.restaurant.name).toBe('Tacos Doña Beta');
    expect(opened).toBe(1);
    // A saved entry is a new value: it is read as saved.
    entries = [{ scope: restaurant.id, key: 'whatsapp_config', value: { provider: 'meta', accessToken: 'sealed:token-2' } }];
    expect((await loader.load(restaurant.id))?.whatsapp.accessToken).toBe('token-2');
    expect(opened).toBe(2);
  });
});
