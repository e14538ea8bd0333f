import { Bot, MessageCircle } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useConfig } from '@/features/api-settings/api/get-config';
import { OpenAiConfigForm } from './openai-config-form';
import { WebhookUrlField } from './webhook-url-field';
import { WhatsAppConfigForm } from './whatsapp-config-form';

function LoadError({ what }: { what: string }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
      No se pudo cargar la configuración de {what}.
    </p>
  );
}

export function ApiSettingsPanel() {
  const whatsapp = useConfig('whatsapp_config');
  const openai = useConfig('openai_config');

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <MessageCircle aria-hidden="true" className="size-5 text-emerald-700" />
            WhatsApp
          </CardTitle>
          <p className="text-sm text-stone-600">Credenciales del proveedor de mensajería.</p>
        </CardHeader>
        <CardContent className="space-y-6">
          <WebhookUrlField />
          {whatsapp.isPending ? (
            <Spinner label="Cargando configuración de WhatsApp..." className="py-8" />
          ) : whatsapp.isError ? (
            <LoadError what="WhatsApp" />
          ) : (
            <WhatsAppConfigForm key={whatsapp.dataUpdatedAt} stored={whatsapp.data} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <Bot aria-hidden="true" className="size-5 text-orange-700" />
            OpenAI
          </CardTitle>
          <p className="text-sm text-stone-600">Clave del proveedor de IA para este restaurante.</p>
        </CardHeader>
        <CardContent>
          {openai.isPending ? (
            <Spinner label="Cargando configuración de OpenAI..." className="py-8" />
          ) : openai.isError ? (
            <LoadError what="OpenAI" />
          ) : (
            <OpenAiConfigForm key={openai.dataUpdatedAt} stored={openai.data} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
