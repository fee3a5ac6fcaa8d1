import type { Locale } from '../shared/i18n/locale';
import { localePath } from '../shared/i18n/locale';
import { messagesFor } from '../shared/i18n/messages';

/** Where the applicant's app mounts; without JavaScript the page says so and offers tracking. */
export function AppShell({ locale }: { locale: Locale }) {
  const { common } = messagesFor(locale);
  return (
    <div id="app" data-locale={locale}>
      <noscript>
        <p className="notice warn">
          {common.noScript} <a href={localePath(locale, '/track')}>{common.nav.track}</a>
        </p>
      </noscript>
      <p className="hint" data-app-loading>
        {common.loading}
      </p>
    </div>
  );
}
