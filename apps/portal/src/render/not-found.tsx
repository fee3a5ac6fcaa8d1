import { type Locale, localePath } from '../shared/i18n/locale';
import { messagesFor } from '../shared/i18n/messages';

export function NotFoundPage({ locale }: { locale: Locale }) {
  const { common } = messagesFor(locale);
  return (
    <div className="stack">
      <h1>{common.notFound.title}</h1>
      <p>{common.notFound.body}</p>
      <p>
        <a className="button" href={localePath(locale, '/')}>
          {common.notFound.home}
        </a>
      </p>
    </div>
  );
}
