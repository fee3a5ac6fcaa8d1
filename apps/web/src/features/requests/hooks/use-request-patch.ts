import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@visadesk/client';
import { ErrorCode } from '@visadesk/contract/errors';
import type { RequestDetail, RequestPatch } from '@visadesk/contract/requests';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyUnhandled } from '../../../lib/http/notify-unhandled';
import { toastError } from '../../../lib/toasts/toasts';
import { getRequest, requestQueryKey } from '../api/get-request';
import { useUpdateRequest } from '../api/update-request';
import { statusKey } from '../status';

/**
 * Changes a request with the version the person is looking at. On 409 (someone else changed it,
 * or the move is no longer allowed) it says so in the page's language and reloads the request,
 * so the buttons show what is possible now. Resolves to whether the change was saved.
 */
export function useRequestPatch(detail: RequestDetail | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateRequest();

  const patch = useCallback(
    async (body: Omit<RequestPatch, 'version'>): Promise<boolean> => {
      if (!detail) return false;
      try {
        await update.mutateAsync({ id: detail.id, body: { ...body, version: detail.version } });
        return true;
      } catch (error) {
        if (!isApiError(error) || error.status !== 409) {
          notifyUnhandled(error);
          return false;
        }
        const fresh = await queryClient
          .fetchQuery({
            queryKey: requestQueryKey(detail.id),
            queryFn: () => getRequest(detail.id),
            staleTime: 0,
          })
          .catch(() => undefined);
        toastError(conflictMessage(t, error.code, error.message, fresh));
        return false;
      }
    },
    [detail, update, queryClient, t],
  );

  return { patch, pending: update.isPending };
}

type T = ReturnType<typeof useTranslation>['t'];

function conflictMessage(
  t: T,
  code: string,
  serverMessage: string,
  fresh: RequestDetail | undefined,
): string {
  // The API's code says which conflict it was; the page's language says it here.
  if (code === ErrorCode.STALE_VERSION) return t('requests.conflict.stale');
  if (!fresh) return serverMessage;
  const allowed = fresh.allowedTransitions.map((s) => t(statusKey(s)));
  return allowed.length > 0
    ? t('requests.conflict.transition', { status: t(statusKey(fresh.status)), allowed: allowed.join('، ') })
    : t('requests.conflict.final', { status: t(statusKey(fresh.status)) });
}
