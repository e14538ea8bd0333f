import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { api, ApiError, isUnauthorized, serverReason } from './api-client';

describe('api client', () => {
  it('sends cookies with every call', async () => {
    const { requests } = stubFetch({ 'GET /api/menu': { json: [] }, 'POST /api/menu': { json: {} } });

    await api.get('/api/menu');
    await api.post('/api/menu', { name: 'Taco al pastor' });

    expect(requests.map((r) => r.init?.credentials)).toEqual(['include', 'include']);
  });

  it('sets a JSON content type only when there is a body', async () => {
    const { requests } = stubFetch({
      'GET /api/orders': { json: [] },
      'PATCH /api/orders/7': { json: {} },
      'DELETE /api/orders/7': { text: '' },
    });

    await api.get('/api/orders');
    await api.patch('/api/orders/7', { status: 'confirmed' });
    await api.delete('/api/orders/7');

    const contentTypes = requests.map((r) => (r.init?.headers as Record<string, string> | undefined)?.['Content-Type']);
    expect(contentTypes).toEqual([undefined, 'application/json', undefined]);
    expect(requests[1]?.body).toEqual({ status: 'confirmed' });
    expect(requests[2]?.init?.body).toBeUndefined();
  });

  it('appends the page restaurant to reads and writes', async () => {
    window.history.replaceState(null, '', '/orders?restaurant=42');
    const { requests } = stubFetch({
      'GET /api/ai/usage-stats': { json: {} },
      'POST /api/config': { json: {} },
    });

    await api.get('/api/ai/usage-stats?period=week');
    await api.post('/api/config', { key: 'ai_config', value: {} });

    expect(requests[0]?.url).toBe('/api/ai/usage-stats?period=week&restaurant=42');
    expect(requests[1]?.url).toBe('/api/config?restaurant=42');
  });

  it('leaves auth and plan calls unscoped', async () => {
    window.history.replaceState(null, '', '/?restaurant=42');
    const { requests } = stubFetch({
      'GET /api/auth/user': { json: {} },
      'GET /api/subscription-plans': { json: [] },
    });

    await api.get('/api/auth/user');
    await api.get('/api/subscription-plans');

    expect(requests.map((r) => r.url)).toEqual(['/api/auth/user', '/api/subscription-plans']);
  });

  it('adds nothing when the page has no restaurant', async () => {
    const { requests } = stubFetch({ 'GET /api/menu': { json: [] } });

    await api.get('/api/menu');

    expect(requests[0]?.url).toBe('/api/menu');
  });

  it('parses JSON replies', async () => {
    stubFetch({ 'GET /api/menu': { json: [{ id: 1, name: 'Pozole' }] } });

    await expect(api.get('/api/menu')).resolves.toEqual([{ id: 1, name: 'Pozole' }]);
  });

  it("throws an ApiError with the status and the server's Spanish reason", async () => {
    stubFetch({ 'GET /api/menu': { status: 404, text: '{"error":"No encontrado"}' } });

    const error = await api.get('/api/menu').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, reason: 'No encontrado', message: 'No encontrado' });
    expect(serverReason(error)).toBe('No encontrado');
  });

  it('carries the per-field messages of a validation failure', async () => {
    stubFetch({
      'POST /api/menu': {
        status: 400,
        text: '{"error":"El nombre es requerido","fields":{"name":"El nombre es requerido","price":"Precio inválido"}}',
      },
    });

    const error = await api.post('/api/menu', {}).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 400, fields: { name: 'El nombre es requerido', price: 'Precio inválido' } });
  });

  it("has no server reason when the body is not the server's JSON", async () => {
    stubFetch({
      'GET /api/auth/user': new Response('', { status: 401, statusText: 'Unauthorized' }),
    });

    const error = await api.get('/api/auth/user').catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401, reason: null, message: 'Unauthorized' });
    expect(isUnauthorized(error)).toBe(true);
    expect(serverReason(error)).toBeNull();
  });

  it("leaves a network failure as the browser's error", async () => {
    stubFetch({ 'GET /api/menu': () => Promise.reject(new TypeError('Failed to fetch')) });

    const error = await api.get('/api/menu').catch((e: unknown) => e);

    expect(error).not.toBeInstanceOf(ApiError);
    expect(serverReason(error)).toBeNull();
    expect(isUnauthorized(error)).toBe(false);
  });
});
