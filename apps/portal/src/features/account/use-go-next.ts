import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '../../lib/locale-context';
import { localePath } from '../../shared/i18n/locale';
import { safeNext } from './safe-next';

/** After signing in: back where the applicant came from (`?next=`, checked), else their applications. */
export function useGoNext() {
  const navigate = useNavigate();
  const locale = useLocale();
  const [params] = useSearchParams();
  const next = params.get('next');
  return useCallback(() => {
    const target = safeNext(next);
    if (target.app) navigate(target.path, { replace: true });
    // A server-rendered page (a visa, tracking): a full load, as this app does not render it.
    else window.location.assign(localePath(locale, target.path));
  }, [navigate, locale, next]);
}
