import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, buildUrl } from '@/lib/api-client';
import { menuQueryKey, type MenuItem } from './get-menu';

export type ImportFormat = 'text' | 'csv' | 'xlsx';
export type ImportRow = {
  line: number;
  category: string;
  name: string;
  description: string | null;
  price: number | null;
  optionGroups: MenuItem['optionGroups'];
  problems: string[];
};
export type ImportPreview = { rows: ImportRow[]; withProblems: number };
export type ImportInput = { format: ImportFormat; content: string };

export const previewImport = (input: ImportInput) => api.post<ImportPreview>('/api/menu/import/preview', input);
export const runImport = (input: ImportInput) => api.post<{ created: number }>('/api/menu/import', input);

export function useImportMenu() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runImport, onSuccess: () => queryClient.invalidateQueries({ queryKey: menuQueryKey }) });
}

export function useDuplicateMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<MenuItem>(`/api/menu/${encodeURIComponent(id)}/duplicate`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuQueryKey }),
  });
}

export function useReorderMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.put<MenuItem[]>('/api/menu/order', { ids }),
    onSuccess: (menu) => queryClient.setQueryData(menuQueryKey, menu),
  });
}

/** The CSV download, scoped to the restaurant on screen. */
export const exportCsvUrl = () => buildUrl('/api/menu/export.csv');
