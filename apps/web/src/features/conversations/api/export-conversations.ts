import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

export type ExportFormat = 'csv' | 'json';

function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function exportFileName(format: ExportFormat): string {
  return `conversaciones_${today()}.${format}`;
}

/** Fetched through the api client (so `restaurant` is appended), then saved as a file. */
export async function exportConversations(format: ExportFormat): Promise<string> {
  const path = format === 'csv' ? '/api/data/export-conversations?format=csv' : '/api/data/export-conversations';
  const response = await request('GET', path);
  const blob = await response.blob();
  const fileName = exportFileName(format);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return fileName;
}

type Options = { onSuccess?: (fileName: string, format: ExportFormat) => void; onError?: (error: Error) => void };

export function useExportConversations({ onSuccess, onError }: Options = {}) {
  return useMutation({ mutationFn: exportConversations, onSuccess, onError });
}
