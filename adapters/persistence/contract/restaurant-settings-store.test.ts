import type { Kysely, KyselyPlugin } from 'kysely';
import { expect, it } from 'vitest';
import { ConfigService } from '../../../core/config/config-service.js';
import { RestaurantSettingsLoader } from '../../../core/conversations/restaurant-settings-loader.js';
import type { NewMenuItem } from '../../../core/menu/menu-item.js';
import { AesSecretBox } from '../crypto/aes-secret-box.js';
import { CachedMenuRepository, MenuVersionCache } from '../menu-cache.js';
import type { Schema } from '../schema.js';
import { SqlConfigRepository } from '../sql-config-repository.js';
import { SqlConversationAdmissions } from '../sql-conversation-admissions.js';
import { SqlMenuRepository } from '../sql-menu-repository.js';
import { SqlRestaurantRepository } from '../sql-restaurant-repository.js';
import { SqlRestaurantSettingsStore } from '../sql-restaurant-settings-store.js';
import { describeDialects } from './dialects.js';
import { givenConversation, givenRestaurant, useDatabase } from './harness.js';

const KEYS = ['ai_config', 'whatsapp_config', 'openai_config'];

const taco = (restaurantId: string, name = 'Taco al pastor', price = 2500): NewMenuItem => ({
  restaurantId,
  name,
  description: null,
  price,
  category: 'Tacos',
  ingredients: ['cerdo', 'piña'],
  available: true,
});

/** One process's reply path: its own settings loader and menu cache over the shared database. */
function replyPath(db: Kysely<Schema>) {
  let menuReads = 0;
  const counting: KyselyPlugin = {
    transformQuery: (args) => {
      if (args.node.kind === 'SelectQueryNode' && JSON.stringify(args.node.from).includes('"menu_items"')) menuReads++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const cache = new MenuVersionCache();
  const config = new ConfigService(new SqlConfigRepository(db), new AesSecretBox('secreto-de-prueba'));
  return {
    settings: new RestaurantSettingsLoader(new SqlRestaurantSettingsStore(db, cache), config),
    menu: new CachedMenuRepository(new SqlMenuRepository(db.withPlugin(counting)), cache),
    menuReads: () => menuReads,
  };
}

describeDialects('SqlRestaurantSettingsStore and the reply path’s menu cache', (dialect) => {
  const db = useDatabase(dialect);

  it('reads the restaurant with its own and the platform’s entries of the keys asked for, and nothing else', async () => {
    const restaurant = await givenRestaurant(db());
    const other = await givenRestaurant(db());
    const repo = new SqlConfigRepository(db());
    await repo.set(null, 'openai_config', { organization: 'org-plataforma' });
    await repo.set(restaurant.id, 'ai_config', { model: 'gpt-4o' });
    await repo.set(restaurant.id, 'restaurant_profile', { hours: '9 a 5' });
    await repo.set(other.id, 'ai_config', { model: 'otro' });
    const store = new SqlRestaurantSettingsStore(db());

    const read = await store.read(restaurant.id, KEYS);
    expect(read?.restaurant).toEqual(await new SqlRestaurantRepository(db()).findById(restaurant.id));
    expect(read?.entries.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { scope: restaurant.id, key: 'ai_config', value: { model: 'gpt-4o' } },
      { scope: null, key: 'openai_config', value: { organization: 'org-plataforma' } },
    ]);
    expect((await store.read(other.id, ['whatsapp_config']))?.entries).toEqual([]);
    expect(await store.read('no-existe', KEYS)).toBeNull();
  });

  it('loads the same settings as the config service resolves them', async () => {
    const restaurant = await givenRestaurant(db());
    const config = new ConfigService(new SqlConfigRepository(db()), new AesSecretBox('secreto-de-prueba'));
    await config.write(null, 'openai_config', { apiKey: 'sk-plataforma' });
    await config.write(restaurant.id, 'whatsapp_config', { provider: 'meta', accessToken: 'token-secreto', phoneNumberId: '55' });
    const settings = await replyPath(db()).settings.load(restaurant.id);
    expect(settings?.whatsapp).toEqual(await config.resolve(restaurant.id, 'whatsapp_config'));
    expect(settings?.openai.platform).toEqual(await config.resolve(null, 'openai_config'));
    expect(settings?.whatsapp.accessToken).toBe('token-secreto');
  });

  it('reads a menu once while it does not change, and again at the next message after an edit made elsewhere', async () => {
    const restaurant = await givenRestaurant(db());
    const elsewhere = new SqlMenuRepository(db());
    const item = await elsewhere.create(taco(restaurant.id));
    const path = replyPath(db());

    for (let i = 0; i < 3; i++) {
      await path.settings.load(restaurant.id);
      expect((await path.menu.list(restaurant.id)).map((m) => m.price)).toEqual([2500]);
    }
    expect(path.menuReads()).toBe(1);

    // Another process (its own repository and cache) edits, adds and removes.
    await elsewhere.update(restaurant.id, item.id, { price: 2700 });
    await path.settings.load(restaurant.id);
    expect((await path.menu.list(restaurant.id)).map((m) => m.price)).toEqual([2700]);
    const gringa = await elsewhere.create(taco(restaurant.id, 'Gringa', 6000));
    await path.settings.load(restaurant.id);
    expect((await path.menu.list(restaurant.id)).map((m) => m.name)).toEqual(['Gringa', 'Taco al pastor']);
    await elsewhere.delete(restaurant.id, gringa.id);
    await path.settings.load(restaurant.id);
    expect((await path.menu.list(restaurant.id)).map((m) => m.name)).toEqual(['Taco al pastor']);
    expect(path.menuReads()).toBe(4);
  });

  it('keeps each restaurant’s menu apart and hands out copies a caller cannot change for others', async () => {
    const a = await givenRestaurant(db());
    const b = await givenRestaurant(db());
    const menu = new SqlMenuRepository(db());
    await menu.create(taco(a.id, 'Taco A'));
    await menu.create(taco(b.id, 'Taco B'));
    const path = replyPath(db());
    await path.settings.load(a.id);
    await path.settings.load(b.id);
    expect((await path.menu.list(a.id)).map((m) => m.name)).toEqual(['Taco A']);
    expect((await path.menu.list(b.id)).map((m) => m.name)).toEqual(['Taco B']);
    const copy = await path.menu.list(a.id);
    copy.pop();
    expect(await path.menu.list(a.id)).toHaveLength(1);
    const [shared] = await path.menu.list(a.id);
    expect(() => (shared!.price = 1)).toThrow();
    expect(() => shared!.ingredients.push('queso')).toThrow();
    expect((await path.menu.list(a.id))[0]).toMatchObject({ price: 2500, ingredients: ['cerdo', 'piña'] });
  });

  it('reads the menu every time for a restaurant whose settings it has not read', async () => {
    const restaurant = await givenRestaurant(db());
    await new SqlMenuRepository(db()).create(taco(restaurant.id));
    const path = replyPath(db());
    await path.menu.list(restaurant.id);
    await path.menu.list(restaurant.id);
    expect(path.menuReads()).toBe(2);
  });

  it('reads a menu again once it is older than its time limit, even at the same version', async () => {
    const restaurant = await givenRestaurant(db());
    await new SqlMenuRepository(db()).create(taco(restaurant.id));
    let now = 0;
    const cache = new MenuVersionCache({ maxAgeMs: 1000, now: () => now });
    const store = new SqlRestaurantSettingsStore(db(), cache);
    let reads = 0;
    class CountingMenu extends SqlMenuRepository {
      override list(id: string) {
        reads++;
        return super.list(id);
      }
    }
    const menu = new CachedMenuRepository(new CountingMenu(db()), cache);
    await store.read(restaurant.id, KEYS);
    await menu.list(restaurant.id);
    now = 999;
    await menu.list(restaurant.id);
    now = 1001;
    await menu.list(restaurant.id);
    expect(reads).toBe(2);
  });

  it('remembers an admitted conversation, never a refused one', async () => {
    const restaurant = await givenRestaurant(db());
    const conversation = await givenConversation(db(), restaurant.id);
    const here = new SqlConversationAdmissions(db());
    expect(await here.isAdmitted(restaurant.id, conversation.id)).toBe(false);
    await new SqlConversationAdmissions(db()).admit(restaurant.id, conversation.id, new Date());
    expect(await here.isAdmitted(restaurant.id, conversation.id)).toBe(true);
    expect(await here.isAdmitted(restaurant.id, conversation.id)).toBe(true);
    expect(await here.isAdmitted('otro-restaurante', conversation.id)).toBe(false);
  });
});
