import { ApiError } from '@visadesk/client';
import { useLocale, useMessages } from '../lib/locale-context';

/**
 * A failed call in words the applicant can act on: the server's message for a refusal it
 * explains (4xx), a generic one with the request's reference for anything else.
 */
export function FormAlert({ error }: { error: unknown }) {
  const { common } = useMessages();
  const locale = useLocale();
  if (!error) return null;
  let text = common.errors.unexpected;
  let reference: string | undefined;
  if (error instanceof ApiError) {
    reference = error.requestId;
    const known = error.status >= 400 && error.status < 500 ? common.errors.byCode[error.code] : undefined;
    if (known) text = known;
    else if (error.status === 0) text = common.errors.network;
    else if (error.status === 429) text = common.errors.tooMany;
    else if (error.status === 503) text = common.errors.unavailable;
    else if (error.status >= 400 && error.status < 500) {
      // The server explains refusals in English; Arabic pages use our own words for the code.
      text =
        common.errors.byCode[error.code] ??
        (locale === 'en' ? error.messages.join('\n') : common.errors.rejected);
    }
  }
  return (
    <div className="notice error" role="alert">
      <p style={{ margin: 0 }}>{text}</p>
      {reference ? (
        <p className="hint" style={{ margin: 0 }}>
          {common.errors.reference}{' '}
          <span dir="ltr" translate="no">
            {reference}
          </span>
        </p>
      ) : null}
    </div>
  );
}
