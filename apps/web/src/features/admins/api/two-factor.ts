import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TwoFactorDisableBody,
  TwoFactorRecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@visadesk/contract/two-factor';
import { http } from '../../../lib/http/http';

const KEY = ['admins', 'me', 'two-factor'];

/** GET /api/admin/2fa */
export const useTwoFactorStatus = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => http.get<TwoFactorStatus>('/admin/2fa', { signal }) });

/** POST /api/admin/2fa/setup: a new pending secret and its QR code. */
export const useSetupTwoFactor = () =>
  useMutation({ mutationFn: () => http.post<TwoFactorSetup>('/admin/2fa/setup') });

/**
 * POST /api/admin/2fa/enable; silent, as a wrong code is shown on its field. The session is
 * renewed afterwards: an enrolment-only session (ADMIN_2FA_REQUIRED) becomes a full one.
 */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const result = await http.post<TwoFactorRecoveryCodes>('/admin/2fa/enable', { code }, { silent: true });
      await http.renewToken().catch(() => undefined);
      return result;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /api/admin/2fa/disable; silent, errors are shown on the form. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) => http.post<void>('/admin/2fa/disable', body, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
