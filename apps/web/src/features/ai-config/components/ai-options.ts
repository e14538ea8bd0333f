import type { AiModel, Personality } from '@/features/ai-config/api/get-ai-config';

export const MODEL_OPTIONS: Array<{ value: AiModel; label: string; description: string; recommended?: boolean }> = [
  { value: 'gpt-4o', label: 'GPT-4o', description: 'Rápido, preciso y económico', recommended: true },
  { value: 'gpt-4', label: 'GPT-4', description: 'Muy capaz, más lento y costoso' },
  { value: 'gpt-3.5-turbo', label: 'GPT-3.5 Turbo', description: 'El más económico, respuestas más simples' },
];

export const PERSONALITY_OPTIONS: Array<{ value: Personality; label: string; description: string }> = [
  { value: 'friendly', label: 'Amigable', description: 'Cálido y cercano, con un toque de emojis' },
  { value: 'professional', label: 'Profesional', description: 'Formal, claro y directo' },
  { value: 'casual', label: 'Casual', description: 'Relajado y conversacional, como un amigo' },
];

// Shown for reference; the server decides these (spec §2: shown but not saved).
export const MAX_TOKENS = 500;
export const CONTEXT_OPTIONS = [3, 5, 10] as const;
export const DEFAULT_CONTEXT = 5;
export const ORDER_KEYWORDS = ['quiero', 'pedir', 'ordenar', 'pedido', 'me das', 'me trae', 'para llevar', 'a domicilio'];
