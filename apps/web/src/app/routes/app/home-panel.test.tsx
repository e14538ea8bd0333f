import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { operatorUser, renderApp } from '@/testing/test-utils';

describe('a restaurant card’s Configurar', () => {
  it('opens that restaurant’s settings', async () => {
    stubFetch({ 'GET /api/auth/user': { json: operatorUser } });
    const { router } = renderApp('/?restaurant=r-2#/config');
    await screen.findByRole('heading', { level: 1, name: 'API Settings' }, { timeout: 5000 });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/api-settings?restaurant=r-2'));
  });
});
