import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { usePlanUsage } from '@/features/dashboard/api/get-plan-usage';
import { PlanUsageBanner } from './plan-usage-banner';

function UsageLoaded() {
  return usePlanUsage().data ? <p>uso cargado</p> : null;
}

const usage = (patch: Record<string, unknown>) => ({
  restaurantId: 'r1',
  restaurantName: 'Tacos',
  subscriptionStatus: 'active',
  trialEndsAt: null,
  trialDays: 14,
  planSlug: 'basic',
  planName: 'Básico',
  used: 10,
  limit: 400,
  percent: 2,
  warning: false,
  block: 'none',
  periodStart: '2026-05-01T06:00:00.000Z',
  periodEnd: '2026-06-01T06:00:00.000Z',
  ...patch,
});

describe('PlanUsageBanner', () => {
  it('says nothing while the month is under 80 %', async () => {
    stubFetch({ 'GET /api/usage': { json: usage({}) } });
    renderWithProviders(
      <>
        <PlanUsageBanner />
        <UsageLoaded />
      </>,
    );
    // Rendered from the same reply in the same pass: once it shows, the banner had its say.
    await screen.findByText('uso cargado');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns from 80 % and offers the upgrade', async () => {
    stubFetch({ 'GET /api/usage': { json: usage({ used: 320, percent: 80, warning: true }) } });
    renderWithProviders(<PlanUsageBanner />);
    await screen.findByText('Has usado 320 de 400 conversaciones este mes (80%)');
    expect(screen.getByRole('link', { name: 'Mejorar plan' }).getAttribute('href')).toBe('/pricing');
  });

  it('explains what new customers get once the limit is reached, the trial ended or payment is due', async () => {
    for (const [block, title] of [
      ['limit', 'Llegaste al límite de conversaciones de tu plan'],
      ['trial_expired', 'Tu periodo de prueba terminó'],
      ['unpaid', 'Tu suscripción tiene un pago pendiente'],
    ]) {
      stubFetch({ 'GET /api/usage': { json: usage({ block, warning: true }) } });
      const view = renderWithProviders(<PlanUsageBanner />);
      await screen.findByText(title!);
      expect(screen.getByRole('alert').textContent).toContain('los clientes nuevos reciben un aviso para llamar al restaurante');
      view.unmount();
    }
  });
});
