import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { DeliverySettingsForm } from './delivery-settings-form';

describe('DeliverySettingsForm', () => {
  it('saves a zone in cents and shows the server’s Spanish message beside the field it is about', async () => {
    let attempt = 0;
    const { requests } = stubFetch({
      'GET /api/config/delivery_settings': { json: { key: 'delivery_settings', value: {} } },
      'GET /api/restaurants/current': { json: { id: 'r-1' } },
      'POST /api/config': () =>
        ++attempt === 1
          ? { status: 400, json: { error: 'El radio máximo es de 50 km', fields: { 'zones.0.radiusKm': 'El radio máximo es de 50 km' } } }
          : { json: { key: 'delivery_settings', value: {} } },
    });
    const user = userEvent.setup();
    renderWithProviders(<DeliverySettingsForm />);
    await user.click(await screen.findByRole('button', { name: 'Agregar zona' }));
    await user.type(screen.getByLabelText('Nombre de la zona'), 'Centro');
    await user.type(screen.getByLabelText('Radio (km)'), '80');
    await user.type(screen.getByLabelText('Costo de envío ($)'), '35.50');
    await user.type(screen.getByLabelText('Colonias o códigos postales'), 'Roma Norte, 06700');
    await user.click(screen.getByRole('button', { name: 'Guardar entregas y pagos' }));
    const field = screen.getByLabelText('Radio (km)');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('El radio máximo es de 50 km').length).toBeGreaterThan(0);
    const sent = requests.find((r) => r.method === 'POST')!.body as { value: { zones: unknown[] } };
    expect(sent.value.zones).toEqual([
      { name: 'Centro', radiusKm: 80, areas: ['Roma Norte', '06700'], feeCents: 3550, minimumCents: 0, etaMinutes: null },
    ]);
    await user.clear(field);
    await user.type(field, '5');
    await user.click(screen.getByRole('button', { name: 'Guardar entregas y pagos' }));
    await waitFor(() => expect(attempt).toBe(2));
  });
});
