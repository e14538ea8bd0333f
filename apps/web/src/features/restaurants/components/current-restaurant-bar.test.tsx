import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { CurrentRestaurantBar } from './current-restaurant-bar';

const alfa = { id: 'r-a', name: 'Taquería Alfa', subdomain: 'alfa', subscriptionStatus: 'active', subscriptionPlan: 'silver' };
const beto = { id: 'r-b', name: 'Birria Beto', subdomain: 'birriabeto', subscriptionStatus: 'trial', subscriptionPlan: 'basic' };

describe('which restaurant am I in?', () => {
  it('names the current restaurant and switches to another through the address', async () => {
    stubFetch({ 'GET /api/restaurants/current': { json: alfa }, 'GET /api/restaurants': { json: [alfa, beto] } });
    const { user, router } = renderWithProviders(<CurrentRestaurantBar />, { path: '/menu?search=taco#lista' });
    expect((await screen.findByTestId('current-restaurant')).textContent).toBe('Taquería Alfa');
    screen.getByText('(alfa)');
    const select = (await screen.findByLabelText('Cambiar de restaurante')) as HTMLSelectElement;
    expect(select.value).toBe('r-a');
    await user.selectOptions(select, 'Birria Beto');
    await waitFor(() => expect(router.state.location.search).toBe('?search=taco&restaurant=r-b'));
    expect(router.state.location.pathname).toBe('/menu');
    expect(router.state.location.hash).toBe('#lista');
  });

  it('offers no switcher to the owner of a single restaurant', async () => {
    stubFetch({ 'GET /api/restaurants/current': { json: beto }, 'GET /api/restaurants': { json: [beto] } });
    renderWithProviders(<CurrentRestaurantBar />);
    expect((await screen.findByTestId('current-restaurant')).textContent).toBe('Birria Beto');
    await waitFor(() => expect(screen.queryByLabelText('Cambiar de restaurante')).toBeNull());
  });
});
