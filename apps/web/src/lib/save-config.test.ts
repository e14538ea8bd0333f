import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { adminUser } from '@/testing/test-utils';
import { removeSecret, saveConfig, savePlatformConfig } from './save-config';

const saved = { json: { key: 'ai_config', value: {} } };

describe('saveConfig', () => {
  it("saves the restaurant's own entry, for the administrator too", async () => {
    const { requests } = stubFetch({ 'GET /api/auth/user': { json: adminUser }, 'POST /api/config': saved });
    await saveConfig('whatsapp_config', { businessPhone: '+5255' });
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.pathname).toBe('/api/config');
    expect(post?.body).toEqual({ key: 'whatsapp_config', value: { businessPhone: '+5255' } });
  });

  it('sends platform values to the admin endpoint only when asked', async () => {
    const { requests } = stubFetch({ 'POST /api/admin/config': saved });
    await savePlatformConfig('openai_config', { apiKey: 'sk-1' });
    expect(requests.find((r) => r.method === 'POST')?.pathname).toBe('/api/admin/config');
  });

  it('removes a secret through its own call', async () => {
    const { requests } = stubFetch({ 'DELETE /api/config/openai_config/secrets/apiKey': saved });
    await removeSecret('openai_config', 'apiKey');
    expect(requests.map((r) => `${r.method} ${r.pathname}`)).toEqual(['DELETE /api/config/openai_config/secrets/apiKey']);
  });

  it('rejects when the save itself fails', async () => {
    stubFetch({ 'POST /api/config': { status: 400, text: '{"error":"Configuración inválida"}' } });
    await expect(saveConfig('ai_config', {})).rejects.toMatchObject({ status: 400, message: 'Configuración inválida' });
  });
});
