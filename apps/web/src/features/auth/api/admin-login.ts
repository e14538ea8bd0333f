import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { AdminLoginJson } from '@api-types';
import { api } from '@/lib/api-client';

export type AdminLoginInput = {
  username: string;
  password: string;
};

export type AdminLoginResult = AdminLoginJson;

export function adminLogin(input: AdminLoginInput): Promise<AdminLoginResult> {
  return api.post<AdminLoginResult>('/api/auth/admin-login', input);
}

type Options = Omit<UseMutationOptions<AdminLoginResult, Error, AdminLoginInput>, 'mutationFn'>;

export function useAdminLogin(options: Options = {}) {
  return useMutation({ ...options, mutationFn: adminLogin });
}
