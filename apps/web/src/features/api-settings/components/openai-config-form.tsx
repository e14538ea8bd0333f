import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import type { OpenAiConfig } from '@/features/api-settings/api/get-config';
import { useSaveOpenAiConfig } from '@/features/api-settings/api/save-openai-config';
import { useSavePlatformOpenAi } from '@/features/api-settings/api/save-platform-config';
import { ConfigField, KEEP_SECRET_HINT, secretToSend } from './config-field';
import { RemoveSecretButton } from './remove-secret-button';

type Props = {
  stored: Partial<OpenAiConfig>;
  /** 'platform': the administrator's key of last resort, used by restaurants without their own. */
  scope?: 'restaurant' | 'platform';
};

/** Saving a new key tries it with OpenAI first: a rejected key is refused with the provider's reason. */
export function OpenAiConfigForm({ stored, scope = 'restaurant' }: Props) {
  const saveOwn = useSaveOpenAiConfig();
  const savePlatform = useSavePlatformOpenAi();
  const save = scope === 'platform' ? savePlatform : saveOwn;
  const [apiKey, setApiKey] = useState('');
  const [organization, setOrganization] = useState(stored.organization ?? '');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // mutateAsync, not mutate's callbacks: the saved values remount this form, which would drop them.
    save.mutateAsync({ apiKey: secretToSend(apiKey, stored.apiKey), organization: organization.trim() }).then(
      () => toast.success({ title: 'Configuración guardada', description: 'Credenciales de OpenAI actualizadas' }),
      (cause: unknown) => toast.error({ cause, description: 'No se pudo guardar la configuración de OpenAI' }),
    );
  };

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <ConfigField
          secret
          label="API Key"
          value={apiKey}
          onChange={setApiKey}
          placeholder={stored.apiKey || 'sk-...'}
          hint={
            stored.apiKey
              ? KEEP_SECRET_HINT
              : scope === 'platform'
                ? 'Sin clave de plataforma, los restaurantes sin clave propia usan el motor sin conexión.'
                : 'Sin clave, el asistente usa la de la plataforma o el motor sin conexión.'
          }
        />
        <ConfigField label="Organización (opcional)" value={organization} onChange={setOrganization} placeholder="org-..." />
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {stored.apiKey ? <RemoveSecretButton configKey="openai_config" field="apiKey" label="API Key" scope={scope} /> : null}
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? 'Guardando...' : scope === 'platform' ? 'Guardar clave de plataforma' : 'Guardar configuración de OpenAI'}
        </Button>
      </div>
    </form>
  );
}
