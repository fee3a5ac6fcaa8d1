import { useTranslation } from 'react-i18next';

/** Persistent until the user reloads: a new deploy may have removed this build's chunks. */
export function UpdateSnackbar() {
  const { t } = useTranslation();
  return (
    <div className="vd-banner" role="status">
      <span>{t('update.available')}</span>
      <button type="button" className="vd-btn vd-btn-primary" onClick={() => window.location.reload()}>
        {t('update.reload')}
      </button>
    </div>
  );
}
