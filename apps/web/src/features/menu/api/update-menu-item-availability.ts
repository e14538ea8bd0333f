import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { menuQueryKey, type MenuItem } from './get-menu';

export type UpdateAvailabilityInput = {
  id: MenuItem['id'];
  available: boolean;
};

export function updateMenuItemAvailability({ id, available }: UpdateAvailabilityInput): Promise<MenuItem> {
  return api.patch<MenuItem>(`/api/menu/${encodeURIComponent(String(id))}`, { available });
}

export function useUpdateMenuItemAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMenuItemAvailability,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuQueryKey }),
  });
}
