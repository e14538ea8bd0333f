import { useMutation } from '@tanstack/react-query';
import type { ConnectionTestJson } from '@api-types';
import { api } from '@/lib/api-client';

export type ConnectionTestResult = ConnectionTestJson;

export function testOpenAiConnection(): Promise<ConnectionTestResult> {
  return api.get<ConnectionTestResult>('/api/test/openai');
}

/** A user-triggered check, so a mutation rather than a cached query. */
export function useTestOpenAiConnection() {
  return useMutation({ mutationFn: testOpenAiConnection });
}
