import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import type { WhatsAppConfig } from '@/features/api-settings/api/get-config';
import { useSaveWhatsAppConfig } from '@/lib/whatsapp-status';
import { ConfigField, KEEP_SECRET_HINT, secretToSend } from './config-field';
import { RemoveSecretButton } from './remove-secret-button';

// Shown until the operator picks their own; Meta asks for the same value on its side.
export const DEFAULT_VERIFY_TOKEN = 'comanda_verify_token';

type Provider = WhatsAppConfig['provider'];
type TextKey = 'phoneNumberId' | 'businessAccountId' | 'webhookVerifyToken' | 'businessPhone' | 'twilioAccountSid' | 'twilioFrom';
type SecretKey = 'accessToken' | 'appSecret' | 'twilioAuthToken';

const PROVIDERS: Array<{ value: Provider; label: string }> = [
  { value: 'meta', label: 'Meta WhatsApp Business API' },
  { value: 'twilio', label: 'Twilio API para WhatsApp' },
];

export function WhatsAppConfigForm({ stored }: { stored: Partial<WhatsAppConfig> }) {
  const save = useSaveWhatsAppConfig();
  const [provider, setProvider] = useState<Provider>(stored.provider === 'twilio' ? 'twilio' : 'meta');
  const [text, setText] = useState<Record<TextKey, string>>({
    phoneNumberId: stored.phoneNumberId ?? '',
    businessAccountId: stored.businessAccountId ?? '',
    webhookVerifyToken: stored.webhookVerifyToken || DEFAULT_VERIFY_TOKEN,
    businessPhone: stored.businessPhone ?? '',
    twilioAccountSid: stored.twilioAccountSid ?? '',
    twilioFrom: stored.twilioFrom ?? '',
  });
  const [secrets, setSecrets] = useState<Record<SecretKey, string>>({ accessToken: '', appSecret: '', twilioAuthToken: '' });

  const textField = (key: TextKey, label: string, placeholder?: string) => (
    <ConfigField label={label} value={text[key]} placeholder={placeholder} onChange={(v) => setText((c) => ({ ...c, [key]: v }))} />
  );
  const secretField = (key: SecretKey, label: string) => (
    <div>
      <ConfigField
        secret
        label={label}
        value={secrets[key]}
        placeholder={stored[key] || undefined}
        hint={stored[key] ? KEEP_SECRET_HINT : undefined}
        onChange={(v) => setSecrets((c) => ({ ...c, [key]: v }))}
      />
      {stored[key] ? <RemoveSecretButton configKey="whatsapp_config" field={key} label={label} /> : null}
    </div>
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const common = { provider, businessPhone: text.businessPhone.trim() };
    const value: Partial<WhatsAppConfig> =
      provider === 'meta'
        ? {
            ...common,
            accessToken: secretToSend(secrets.accessToken, stored.accessToken),
            phoneNumberId: text.phoneNumberId.trim(),
            businessAccountId: text.businessAccountId.trim(),
            webhookVerifyToken: text.webhookVerifyToken.trim(),
            appSecret: secretToSend(secrets.appSecret, stored.appSecret),
          }
        : {
            ...common,
            twilioAccountSid: text.twilioAccountSid.trim(),
            twilioAuthToken: secretToSend(secrets.twilioAuthToken, stored.twilioAuthToken),
            twilioFrom: text.twilioFrom.trim(),
          };
    // mutateAsync, not mutate's callbacks: the saved values remount this form, which would drop them.
    save.mutateAsync(value).then(
      () => toast.success({ title: 'Configuración guardada', description: 'Credenciales de WhatsApp actualizadas' }),
      (cause: unknown) => toast.error({ cause, description: 'No se pudo guardar la configuración de WhatsApp' }),
    );
  };

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-stone-800">Proveedor</legend>
        <div className="flex flex-col gap-2 sm:flex-row">
          {PROVIDERS.map((option) => (
            <label
              key={option.value}
              className="flex flex-1 cursor-pointer items-center gap-2 rounded-xl border border-stone-200 p-3 text-sm has-checked:border-orange-500 has-checked:bg-orange-50"
            >
              <input
                type="radio"
                name="whatsapp-provider"
                value={option.value}
                checked={provider === option.value}
                onChange={() => setProvider(option.value)}
                className="accent-orange-600"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {provider === 'meta' ? (
          <>
            {secretField('accessToken', 'Access Token')}
            {textField('phoneNumberId', 'Phone Number ID')}
            {textField('businessAccountId', 'WhatsApp Business Account ID (plantillas)')}
            {textField('webhookVerifyToken', 'Webhook Verify Token')}
            {secretField('appSecret', 'App Secret')}
          </>
        ) : (
          <>
            {textField('twilioAccountSid', 'Account SID', 'AC...')}
            {secretField('twilioAuthToken', 'Auth Token')}
            {textField('twilioFrom', 'Número de envío (From)', 'whatsapp:+14155238886')}
          </>
        )}
        {textField('businessPhone', 'Teléfono del negocio', '+52 55 1234 5678')}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? 'Guardando...' : 'Guardar configuración de WhatsApp'}
        </Button>
      </div>
    </form>
  );
}
