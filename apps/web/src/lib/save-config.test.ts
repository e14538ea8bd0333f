import { describe, expect, it } from 'vitest';
import { stubFetch } from '../testing/fetch-stub';
import { adminUser, operatorUser } from '../testing/test-utils';
import { saveConfig } from './save-config';

const saved = { json: { key: 'ai_config', value: {} } };

describe('saveConfig', () => {
  it('sends the administrator account to the admin endpoint', async () => {
    const { requests } = stubFetch({ 'GET /api/auth/user': { json: adminUser }, 'POST /api/admin/config': saved });
    await saveConfig('ai_config', { model: 'gpt-4' });
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.pathname).toBe('/api/admin/config');
    expect(post?.body).toEqual({ key: 'ai_config', value: { model: 'gpt-4' } });
  });

  it('sends everyone else to the ordinary endpoint', async () => {
    const { requests } = stubFetch({ 'GET /api/auth/user': { json: operatorUser }, 'POST /api/config': saved });
    await saveConfig('openai_config', { apiKey: 'sk-1' });
    expect(requests.find((r) => r.method === 'POST')?.pathname).toBe('/api/config');
  });

  it('is not fooled by an admin role on another account', async () => {
    const { requests } = stubFetch({
      'GET /api/auth/user': { json: { ...operatorUser, role: 'admin' } },
      'POST /api/config': saved,
    });
    await saveConfig('ai_config', {});
    expect(requests.find((r) => r.method === 'POST')?.pathname).toBe('/api/config');
  });

  it('falls back silently to the ordinary endpoint when the user lookup fails', async () => {
    const { requests } = stubFetch({ 'GET /api/auth/user': { status: 500, text: '' }, 'POST /api/config': saved });
    await expect(saveConfig('ai_config', { testMode: false })).resolves.toBeUndefined();
    expect(requests.map((r) => `${r.method} ${r.pathname}`)).toEqual(['GET /api/auth/user', 'POST /api/config']);
  });

  it('rejects when the save itself fails', async () => {
    stubFetch({ 'GET /api/auth/user': { json: operatorUser }, 'POST /api/config': { status: 400, text: 'malo' } });
    await expect(saveConfig('ai_config', {})).rejects.toThrow('400: malo');
  });
});
