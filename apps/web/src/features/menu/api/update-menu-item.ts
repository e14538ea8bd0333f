import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CreateMenuItemInput } from './create-menu-item';
import { menuQueryKey, type MenuItem } from './get-menu';

export type UpdateMenuItemInput = { id: MenuItem['id'] } & Omit<CreateMenuItemInput, 'available'>;

/** Saves the edit dialog: every field of the add form (availability has its own switch). */
export function updateMenuItem({ id, ...fields }: UpdateMenuItemInput): Promise<MenuItem> {
  return api.patch<MenuItem>(`/api/menu/${encodeURIComponent(String(id))}`, fields);
}

export function useUpdateMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMenuItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuQueryKey }),
  });
}
