import { ApiError } from '@visadesk/client';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { FormAlert } from '../../components/form-alert';

/** A submit button that says it is working; the form's own guard (useSingleSubmit) stops repeats. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** One submission at a time, whatever the trigger (a second Enter, a double tap). */
export function useSingleSubmit(submit: (event: FormEvent) => Promise<void>) {
  const busy = useRef(false);
  return async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await submit(event);
    } finally {
      busy.current = false;
    }
  };
}

/**
 * An API error in this feature's words when its code is one the account screens explain,
 * otherwise the app's general alert (network, busy server, the server's message).
 */
export function AccountAlert({
  error,
  byCode,
  children,
}: {
  error: unknown;
  byCode: Record<string, string>;
  children?: ReactNode;
}) {
  if (!error) return null;
  const text = error instanceof ApiError ? byCode[error.code] : undefined;
  if (!text) return <FormAlert error={error} />;
  return (
    <div className="notice error" role="alert">
      <p style={{ margin: 0 }}>{text}</p>
      {children}
    </div>
  );
}

/** The outcome of a form (mail sent, password changed): its heading takes focus, so it is read out. */
export function ResultCard({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card stack acct" aria-labelledby="acct-result">
      <h2 id="acct-result" ref={heading} tabIndex={-1} className="acct-result">
        {title}
      </h2>
      {children}
    </section>
  );
}
