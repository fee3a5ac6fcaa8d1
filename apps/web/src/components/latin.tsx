import type { ReactNode } from 'react';

/**
 * Text that is written in Latin whatever the page's language and digits — references, passport
 * numbers, codes: isolated left-to-right, and `translate="no"`, the mark the Arabic pages' digit
 * check (e2e/tests/arabic-digits.spec.ts) and browsers' translators both respect.
 */
export function Latin({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" translate="no">
      {children}
    </bdi>
  );
}
