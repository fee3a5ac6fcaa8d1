export type SecondFactorMode = 'code' | 'recovery';

/**
 * What the sign-in code step sends: a 6-digit code (spaces typed or pasted from an app are
 * dropped) or a recovery code. Null when the input cannot be one.
 */
export function secondFactorBody(
  mode: SecondFactorMode,
  input: string,
): { code: string } | { recoveryCode: string } | null {
  if (mode === 'code') {
    const code = input.replace(/\s/g, '');
    return /^\d{6}$/.test(code) ? { code } : null;
  }
  const recoveryCode = input.trim();
  return recoveryCode.replace(/[\s-]/g, '').length >= 10 ? { recoveryCode } : null;
}

/** The text file offered for download next to freshly shown recovery codes. */
export function recoveryCodesText(codes: string[], email: string): string {
  return [
    `VisaDesk recovery codes for ${email}`,
    'Each code signs you in once if you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}
