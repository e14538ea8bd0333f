import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import type { OpenAiConfig } from '../api/get-config';
import { useSaveOpenAiConfig } from '../api/save-openai-config';
import { ConfigField, KEEP_SECRET_HINT, secretToSend } from './config-field';

export function OpenAiConfigForm({ stored }: { stored: Partial<OpenAiConfig> }) {
  const save = useSaveOpenAiConfig();
  const [apiKey, setApiKey] = useState('');
  const [organization, setOrganization] = useState(stored.organization ?? '');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { apiKey: secretToSend(apiKey, stored.apiKey), organization: organization.trim() },
      {
        onSuccess: () => toast.success({ title: 'Configuración guardada', description: 'Credenciales de OpenAI actualizadas' }),
        onError: () => toast.error({ description: 'No se pudo guardar la configuración de OpenAI' }),
      },
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
          hint={stored.apiKey ? KEEP_SECRET_HINT : 'Sin clave, el asistente usa el motor sin conexión.'}
        />
        <ConfigField label="Organización (opcional)" value={organization} onChange={setOrganization} placeholder="org-..." />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? 'Guardando...' : 'Guardar configuración de OpenAI'}
        </Button>
      </div>
    </form>
  );
}
