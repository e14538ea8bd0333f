import { Globe } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { PricingConfig } from '@/features/ai-costs/api/get-pricing-config';
import { PricingConfigForm } from '@/features/ai-costs/components/pricing-config-form';
import { usePlatformConfig } from '@/features/api-settings/api/get-platform-config';
import { OpenAiConfigForm } from '@/features/api-settings/components/openai-config-form';
import { UnassignedConfigList } from '@/features/api-settings/components/unassigned-config-list';
import { useRestaurants } from '@/features/restaurants/api/get-restaurants';

const MODELS = ['gpt-4o', 'gpt-4', 'gpt-3.5-turbo'];

/**
 * Plataforma: the administrator's platform-wide values. Only the OpenAI key and the AI
 * pricing defaults exist here; a restaurant's own value always wins, and WhatsApp is
 * always per restaurant.
 */
export function PlatformSection() {
  const platform = usePlatformConfig({ enabled: true });
  const restaurants = useRestaurants({ enabled: true });
  const [model, setModel] = useState(MODELS[0]!);
  const pricing = platform.data?.ai_pricing[model] as PricingConfig | undefined;

  return (
    <Card aria-labelledby="platform-title" className="border-violet-200">
      <CardHeader>
        <CardTitle id="platform-title">
          <Globe aria-hidden="true" className="size-5 text-violet-600" />
          Plataforma
        </CardTitle>
        <p className="text-sm text-stone-600">
          Valores para todos los restaurantes (solo administradores). El valor propio de cada restaurante siempre gana. Las credenciales de
          WhatsApp no se configuran aquí: son de cada restaurante.
        </p>
      </CardHeader>
      <CardContent className="space-y-6">
        {platform.isPending ? (
          <Spinner label="Cargando configuración de plataforma..." className="py-8" />
        ) : platform.isError || !platform.data ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
            No se pudo cargar la configuración de plataforma.
          </p>
        ) : (
          <>
            <UnassignedConfigList items={platform.data.unassigned} restaurants={restaurants.data ?? []} />
            <section aria-label="Clave de OpenAI de la plataforma" className="space-y-2">
              <h3 className="font-semibold text-stone-900">Clave de OpenAI de la plataforma</h3>
              <OpenAiConfigForm key={platform.dataUpdatedAt} stored={platform.data.openai_config} scope="platform" />
            </section>
            <section aria-label="Precios de IA por defecto" className="space-y-3">
              <h3 className="font-semibold text-stone-900">Precios de IA por defecto</h3>
              <div className="max-w-xs">
                <Label htmlFor="platform-pricing-model">Modelo</Label>
                <Select
                  id="platform-pricing-model"
                  value={model}
                  onChange={(e) => setModel(e.target.value)}
                  options={MODELS.map((m) => ({ value: m, label: m }))}
                />
              </div>
              {pricing ? <PricingConfigForm key={`${model}-${platform.dataUpdatedAt}`} initial={pricing} scope="platform" /> : null}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
