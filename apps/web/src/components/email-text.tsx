import { Fragment } from 'react';

/**
 * An e-mail address that wraps only after its "@" and before its dots (never mid-word, unless one
 * part alone is wider than the line), left to right on Arabic pages too.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[.@])/);
  return (
    <bdi dir="ltr" translate="no" style={{ overflowWrap: 'break-word' }}>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered.
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
