import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { twoFactorPaths } from '@visadesk/contract/paths';
import type { TwoFactorDisableBody } from '@visadesk/contract/two-factor';
import { api } from '../../../lib/http/http';

const KEY = ['admins', 'me', 'two-factor'];

/** GET /api/admin/2fa */
export const useTwoFactorStatus = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.call(twoFactorPaths.status, { signal }) });

/** POST /api/admin/2fa/setup: a new pending secret and its QR code. */
export const useSetupTwoFactor = () => useMutation({ mutationFn: () => api.call(twoFactorPaths.setup) });

/**
 * POST /api/admin/2fa/enable; silent, as a wrong code is shown on its field. The session is
 * renewed afterwards: an enrolment-only session (ADMIN_2FA_REQUIRED) becomes a full one.
 */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const result = await api.call(twoFactorPaths.enable, { body: { code }, silent: true });
      await api.renew();
      return result;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /api/admin/2fa/disable; silent, errors are shown on the form. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) => api.call(twoFactorPaths.disable, { body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
