import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveConfig } from '@/lib/save-config';
import { aiConfigQueryKey, type AiConfig } from './get-ai-config';

/** Only what the screen edits is saved (spec §2: max tokens, context and keywords are not). */
export type SaveAiConfigInput = Pick<AiConfig, 'model' | 'temperature' | 'personality' | 'testMode' | 'maxLineQuantity'>;

export function saveAiConfig(input: SaveAiConfigInput): Promise<void> {
  return saveConfig('ai_config', { ...input });
}

export function useSaveAiConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAiConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aiConfigQueryKey }),
  });
}
