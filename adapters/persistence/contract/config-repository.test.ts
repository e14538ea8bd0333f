import fc from 'fast-check';
import { expect, it } from 'vitest';
import { SqlConfigRepository } from '../sql-config-repository.js';
import { describeDialects } from './dialects.js';
import { givenRestaurant, useDatabase } from './harness.js';

describeDialects('SqlConfigRepository', (dialect) => {
  const db = useDatabase(dialect);
  const repo = () => new SqlConfigRepository(db());

  it('answers null for a key never set', async () => {
    expect(await repo().get(null, 'ai_config')).toBeNull();
    expect(await repo().get('some-restaurant', 'ai_config')).toBeNull();
  });

  it("keeps the platform default and each restaurant's value apart", async () => {
    const a = await givenRestaurant(db());
    const b = await givenRestaurant(db());
    await repo().set(null, 'ai_config', { model: 'gpt-4o', temperature: 0.7 });
    await repo().set(a.id, 'ai_config', { model: 'gpt-4', testMode: false });
    await repo().set(a.id, 'whatsapp_config', { provider: 'twilio' });
    expect(await repo().get(null, 'ai_config')).toEqual({ model: 'gpt-4o', temperature: 0.7 });
    expect(await repo().get(a.id, 'ai_config')).toEqual({ model: 'gpt-4', testMode: false });
    expect(await repo().get(a.id, 'whatsapp_config')).toEqual({ provider: 'twilio' });
    expect(await repo().get(b.id, 'ai_config')).toBeNull();
    expect(await repo().get(null, 'whatsapp_config')).toBeNull();
  });

  it('replaces the whole value on a second set', async () => {
    await repo().set(null, 'openai_config', { apiKey: 'sealed:abc', organization: 'org' });
    await repo().set(null, 'openai_config', { apiKey: '' });
    expect(await repo().get(null, 'openai_config')).toEqual({ apiKey: '' });
  });

  it('lists one scope in key order and removes one entry', async () => {
    const a = await givenRestaurant(db());
    await repo().set(null, 'unassigned:whatsapp_config', { phoneNumberId: '1' });
    await repo().set(null, 'openai_config', { organization: 'o' });
    await repo().set(a.id, 'ai_config', { model: 'gpt-4' });
    expect(await repo().list(null)).toEqual([
      { key: 'openai_config', value: { organization: 'o' } },
      { key: 'unassigned:whatsapp_config', value: { phoneNumberId: '1' } },
    ]);
    await repo().remove(null, 'openai_config');
    expect(await repo().get(null, 'openai_config')).toBeNull();
    expect(await repo().list(a.id)).toEqual([{ key: 'ai_config', value: { model: 'gpt-4' } }]);
  });

  it('keeps any JSON object as saved', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.dictionary(fc.string(), fc.jsonValue()), async (key, value) => {
        await repo().set(null, key, value);
        expect(await repo().get(null, key)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 40 },
    );
  });
});
