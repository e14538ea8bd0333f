import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { OperationsCard } from './operations-card';

describe('Horario y atención', () => {
  it('saves the takeover timeout, the hours per weekday, ordering while closed and the phone that gets each order', async () => {
    const { requests } = stubFetch({
      'GET /api/config/operations_config': {
        json: {
          key: 'operations_config',
          value: { takeoverTimeoutMinutes: 30, hoursEnabled: false, openingHours: {}, acceptOrdersWhenClosed: false },
        },
      },
      'POST /api/config': { json: { key: 'operations_config', value: {} } },
    });
    const { user } = renderWithProviders(<OperationsCard />);
    const minutes = await screen.findByLabelText('Minutos sin actividad del operador');
    await user.clear(minutes);
    await user.type(minutes, '15');
    await user.click(screen.getByLabelText('Usar horario de atención (hora de la Ciudad de México)'));
    await user.click(screen.getByRole('checkbox', { name: 'lunes' }));
    await user.click(screen.getByLabelText('Fuera de horario, tomar pedidos para cuando abramos'));
    await user.type(screen.getByLabelText('Enviar el resumen de cada pedido confirmado al WhatsApp del restaurante'), ' +52 55 1234 5678 ');
    await user.click(screen.getByRole('button', { name: 'Guardar horario y atención' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      key: 'operations_config',
      value: {
        takeoverTimeoutMinutes: 15,
        hoursEnabled: true,
        openingHours: { lunes: { open: '09:00', close: '22:00' } },
        acceptOrdersWhenClosed: true,
        orderSummaryPhone: '+52 55 1234 5678',
      },
    });
    await screen.findByText('Configuración guardada');
  });

  it('copies one day’s hours to every day of the week', async () => {
    const { requests } = stubFetch({
      'GET /api/config/operations_config': {
        json: {
          key: 'operations_config',
          value: { takeoverTimeoutMinutes: 30, hoursEnabled: true, openingHours: { martes: { open: '13:00', close: '23:00' } } },
        },
      },
      'POST /api/config': { json: { key: 'operations_config', value: {} } },
    });
    const { user } = renderWithProviders(<OperationsCard />);
    await user.click(await screen.findByRole('button', { name: 'Copiar el horario del martes a todos los días' }));
    await user.click(screen.getByRole('button', { name: 'Guardar horario y atención' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const hours = (requests.find((r) => r.method === 'POST')!.body as { value: { openingHours: Record<string, unknown> } }).value
      .openingHours;
    expect(Object.keys(hours)).toHaveLength(7);
    expect(new Set(Object.values(hours).map((h) => JSON.stringify(h)))).toEqual(new Set(['{"open":"13:00","close":"23:00"}']));
  });
});
