import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { menuQueryKey, type MenuItem } from './get-menu';

export type CreateMenuItemInput = {
  name: string;
  description: string | null;
  price: number;
  category: string;
  ingredients: string[];
  /** What customers call the product; the assistant matches these too. */
  synonyms?: string[];
  /** Sizes, sauces, extras and removable ingredients (docs/api.md). */
  optionGroups?: MenuItem['optionGroups'];
  available: true;
};

export function createMenuItem(input: CreateMenuItemInput): Promise<MenuItem> {
  return api.post<MenuItem>('/api/menu', input);
}

export function useCreateMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMenuItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuQueryKey }),
  });
}
