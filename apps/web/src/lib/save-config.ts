import type { OpenAiConfig, WhatsAppConfig } from '@core/config/config';
import { api } from './api-client';

/** The config entries the panel reads and writes, with the server's own shapes. */
export type ConfigValues = { whatsapp_config: WhatsAppConfig; openai_config: OpenAiConfig };
export type ConfigKey = keyof ConfigValues;

export const configQueryKey = (key: ConfigKey) => ['config', key] as const;

/**
 * Saves one config entry of the restaurant on screen (the client adds `?restaurant=`).
 * Spec §6 sent the administrator account to the platform endpoint instead, which made
 * every restaurant inherit what the admin saved for one: settings belong to a restaurant,
 * and the admin edits platform values only in the labelled Plataforma section.
 */
export async function saveConfig(key: string, value: Record<string, unknown>): Promise<void> {
  await api.post('/api/config', { key, value });
}

/** The platform-wide value of a platform key (OpenAI key, AI pricing defaults): administrators only. */
export async function savePlatformConfig(key: 'openai_config' | 'ai_pricing', value: Record<string, unknown>): Promise<void> {
  await api.post('/api/admin/config', { key, value });
}

/** Removes one stored secret of the restaurant on screen, or of the platform. */
export async function removeSecret(key: string, field: string, scope: 'restaurant' | 'platform' = 'restaurant'): Promise<void> {
  await api.delete(`${scope === 'platform' ? '/api/admin/config' : '/api/config'}/${key}/secrets/${field}`);
}
