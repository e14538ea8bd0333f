import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { menuQueryKey, type MenuItem } from './get-menu';

export function deleteMenuItem(id: MenuItem['id']): Promise<unknown> {
  return api.delete(`/api/menu/${encodeURIComponent(String(id))}`);
}

export function useDeleteMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenuItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuQueryKey }),
  });
}
