import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { ProfileForm } from './profile-form';

const restaurant = { id: 'r-7', name: 'Tacos Lupita', description: null, address: 'Calle 1', phone: null, email: null };

describe('ProfileForm', () => {
  it('saves the address and phone on the restaurant and the hours the assistant quotes', async () => {
    const { requests } = stubFetch({
      'GET /api/restaurants/current': { json: restaurant },
      'GET /api/config/restaurant_profile': { json: { key: 'restaurant_profile', value: { hours: 'de 9 a 5' } } },
      'PATCH /api/restaurants/r-7': { json: restaurant },
      'POST /api/config': { json: { key: 'restaurant_profile', value: {} } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm />);
    const address = await screen.findByLabelText('Dirección');
    expect((screen.getByLabelText('Horario') as HTMLTextAreaElement).value).toBe('de 9 a 5');
    await user.clear(address);
    await user.type(address, 'Av. Juárez 45, Centro');
    await user.type(screen.getByLabelText('Teléfono'), '+52 55 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')!.body).toMatchObject({ address: 'Av. Juárez 45, Centro', phone: '+52 55 1234 5678' });
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      key: 'restaurant_profile',
      value: { hours: 'de 9 a 5', delivery: '', payment: '', promotions: '' },
    });
  });
});
