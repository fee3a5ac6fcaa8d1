import { useTranslation } from 'react-i18next';

/** The document title for a page, translated; React 19 hoists <title> into <head>. */
export function PageTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <title>{`${t(titleKey)} | ${t('app.name')}`}</title>;
}
