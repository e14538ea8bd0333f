import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveConfig } from '@/lib/save-config';
import { configQueryKey, type OpenAiConfig } from './get-config';

export function saveOpenAiConfig(value: OpenAiConfig): Promise<void> {
  return saveConfig('openai_config', { ...value });
}

export function useSaveOpenAiConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOpenAiConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: configQueryKey('openai_config') }),
  });
}
