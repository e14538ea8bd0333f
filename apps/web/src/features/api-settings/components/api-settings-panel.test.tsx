import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { adminUser, operatorUser, renderApp, renderWithProviders } from '@/testing/test-utils';
import { ApiSettingsPanel } from './api-settings-panel';

const whatsapp = {
  provider: 'meta',
  accessToken: '••••1234',
  phoneNumberId: '10987654321',
  webhookVerifyToken: 'mi_token',
  appSecret: '••••beef',
  businessPhone: '+525512345678',
  twilioAccountSid: '',
  twilioAuthToken: '',
  twilioFrom: '',
};

function renderPanel(routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({
    'GET /api/auth/user': { json: operatorUser },
    'GET /api/config/whatsapp_config': { json: { key: 'whatsapp_config', value: whatsapp } },
    'GET /api/config/openai_config': { json: { key: 'openai_config', value: { apiKey: '••••wxyz', organization: 'org-1' } } },
    'GET /api/whatsapp/status': {
      json: {
        configured: true,
        hasAccessToken: true,
        hasVerifyToken: true,
        phoneNumber: '+525512345678',
        webhookUrl: 'https://comanda.mx/webhooks/meta/r-1',
      },
    },
    'POST /api/config': (req) => ({ json: req.body }),
    ...routes,
  });
  return { ...stub, ...renderWithProviders(<ApiSettingsPanel />) };
}

const posted = (requests: ReturnType<typeof stubFetch>['requests']) => requests.filter((r) => r.method === 'POST');

describe('API Settings', () => {
  it('is the /api-settings screen', async () => {
    stubFetch({ 'GET /api/auth/user': { json: operatorUser }, 'GET /api/config/whatsapp_config': { json: { value: {} } } });
    renderApp('/api-settings');
    await screen.findByRole('heading', { level: 1, name: 'API Settings' }, { timeout: 5000 });
  });

  it('shows masked secrets as placeholders and sends them back unchanged', async () => {
    const { user, requests } = renderPanel();
    const token = await screen.findByLabelText('Access Token');
    expect(token.getAttribute('placeholder')).toBe('••••1234');
    expect(token).toHaveProperty('value', '');
    expect(token.getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('Phone Number ID')).toHaveProperty('value', '10987654321');

    await user.click(screen.getByRole('button', { name: 'Guardar configuración de WhatsApp' }));
    await screen.findByText('Configuración guardada');
    expect(posted(requests)[0]?.body).toEqual({
      key: 'whatsapp_config',
      value: {
        provider: 'meta',
        businessPhone: '+525512345678',
        accessToken: '••••1234',
        phoneNumberId: '10987654321',
        businessAccountId: '',
        webhookVerifyToken: 'mi_token',
        appSecret: '••••beef',
      },
    });
  });

  it('sends a newly typed secret', async () => {
    const { user, requests } = renderPanel();
    await user.type(await screen.findByLabelText('Access Token'), 'EAAG-nuevo');
    await user.click(screen.getByRole('button', { name: 'Guardar configuración de WhatsApp' }));
    await waitFor(() => expect(posted(requests)).toHaveLength(1));
    expect(posted(requests)[0]?.body).toMatchObject({ value: { accessToken: 'EAAG-nuevo', appSecret: '••••beef' } });
  });

  it('shows the fixed verify token placeholder by default', async () => {
    renderPanel({ 'GET /api/config/whatsapp_config': { json: { key: 'whatsapp_config', value: { provider: 'meta' } } } });
    expect(await screen.findByLabelText('Webhook Verify Token')).toHaveProperty('value', 'comanda_verify_token');
    expect(screen.getByLabelText('Access Token').getAttribute('placeholder')).toBeNull();
  });

  it('switches to the Twilio fields', async () => {
    const { user, requests } = renderPanel();
    await user.click(await screen.findByRole('radio', { name: 'Twilio API para WhatsApp' }));
    expect(screen.queryByLabelText('Access Token')).toBeNull();
    await user.type(screen.getByLabelText('Account SID'), 'AC123');
    await user.type(screen.getByLabelText('Auth Token'), 'secreto');
    await user.type(screen.getByLabelText('Número de envío (From)'), 'whatsapp:+14155238886');
    await user.click(screen.getByRole('button', { name: 'Guardar configuración de WhatsApp' }));
    await waitFor(() => expect(posted(requests)).toHaveLength(1));
    expect(posted(requests)[0]?.body).toEqual({
      key: 'whatsapp_config',
      value: {
        provider: 'twilio',
        businessPhone: '+525512345678',
        twilioAccountSid: 'AC123',
        twilioAuthToken: 'secreto',
        twilioFrom: 'whatsapp:+14155238886',
      },
    });
  });

  it('reports a failed WhatsApp save', async () => {
    const { user } = renderPanel({ 'POST /api/config': { status: 400, text: '' } });
    await user.click(await screen.findByRole('button', { name: 'Guardar configuración de WhatsApp' }));
    await screen.findByText('No se pudo guardar la configuración de WhatsApp');
  });

  it('saves the OpenAI config separately, keeping the masked key', async () => {
    const { user, requests } = renderPanel();
    const key = await screen.findByLabelText('API Key');
    expect(key.getAttribute('placeholder')).toBe('••••wxyz');
    await user.click(screen.getByRole('button', { name: 'Guardar configuración de OpenAI' }));
    await screen.findByText('Configuración guardada');
    expect(posted(requests)).toHaveLength(1);
    expect(posted(requests)[0]?.body).toEqual({ key: 'openai_config', value: { apiKey: '••••wxyz', organization: 'org-1' } });
  });

  it("saves the restaurant's own credentials for the administrator too", async () => {
    const { user, requests } = renderPanel({
      'GET /api/auth/user': { json: adminUser },
      'POST /api/admin/config': (req) => ({ json: req.body }),
    });
    await user.click(await screen.findByRole('button', { name: 'Guardar configuración de WhatsApp' }));
    await screen.findByText('Configuración guardada');
    expect(posted(requests)[0]?.pathname).toBe('/api/config');
  });

  it("shows the server's reason under the spec's text when a key is refused", async () => {
    const { user } = renderPanel({
      'POST /api/config': { status: 400, json: { error: 'OpenAI rechazó la clave: La clave de OpenAI no es válida' } },
    });
    await user.type(await screen.findByLabelText('API Key'), 'sk-mala');
    await user.click(screen.getByRole('button', { name: 'Guardar configuración de OpenAI' }));
    await screen.findByText('No se pudo guardar la configuración de OpenAI');
    await screen.findByText('OpenAI rechazó la clave: La clave de OpenAI no es válida');
  });

  it('removes a stored secret after confirming', async () => {
    const { user, requests } = renderPanel({
      'DELETE /api/config/whatsapp_config/secrets/accessToken': { json: { key: 'whatsapp_config', value: {} } },
    });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Access Token guardado' }));
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await screen.findByText('Access Token eliminado');
    expect(requests.some((r) => r.method === 'DELETE' && r.pathname === '/api/config/whatsapp_config/secrets/accessToken')).toBe(true);
  });

  it('reports a failed OpenAI save', async () => {
    const { user } = renderPanel({ 'POST /api/config': { status: 500, text: '' } });
    await user.click(await screen.findByRole('button', { name: 'Guardar configuración de OpenAI' }));
    await screen.findByText('No se pudo guardar la configuración de OpenAI');
  });

  it('shows the webhook URL read-only and copies it', async () => {
    const { user } = renderPanel();
    const field = await screen.findByLabelText('URL del webhook');
    await waitFor(() => expect(field).toHaveProperty('value', 'https://comanda.mx/webhooks/meta/r-1'));
    expect(field).toHaveProperty('readOnly', true);
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copiar URL del webhook' }));
    await screen.findByText('Copiado');
    expect(write).toHaveBeenCalledWith('https://comanda.mx/webhooks/meta/r-1');
  });
});
