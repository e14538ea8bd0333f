import { Spinner } from '@/components/ui/spinner';
import { DEFAULT_AI_CONFIG, useAiConfig } from '@/features/ai-config/api/get-ai-config';
import { AiConfigForm } from './ai-config-form';
import { ConnectionTestCard } from './connection-test-card';
import { ReferenceSettings } from './reference-settings';

export function AiConfigPanel() {
  const config = useAiConfig();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="space-y-6">
        {config.isPending ? (
          <Spinner label="Cargando configuración..." className="py-12" />
        ) : (
          // Without a stored entry the screen starts from the spec's defaults.
          <AiConfigForm key={config.dataUpdatedAt} initial={config.data ?? DEFAULT_AI_CONFIG} />
        )}
        <ReferenceSettings />
      </div>
      <div>
        <ConnectionTestCard />
      </div>
    </div>
  );
}
