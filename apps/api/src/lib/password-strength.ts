/** The password the demo start publishes in the README; never acceptable for a real admin. */
export const DEMO_ADMIN_PASSWORD = 'Admin#12345';

const CLASSES: RegExp[] = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u];

/**
 * Why a password is too weak for the first production admin, or [] when it is strong enough:
 * at least 12 characters from at least 3 of lower case, upper case, digits and symbols; not the
 * demo password; not containing the email's name part.
 */
export function passwordWeaknesses(password: string, email?: string): string[] {
  const problems: string[] = [];
  if ([...password].length < 12) problems.push('must be at least 12 characters');
  if (CLASSES.filter((c) => c.test(password)).length < 3) {
    problems.push('must mix at least 3 of: lower case, upper case, digits, symbols');
  }
  const lower = password.toLowerCase();
  if (lower.includes(DEMO_ADMIN_PASSWORD.toLowerCase()))
    problems.push('must not be the published demo password');
  const local = email?.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 3 && lower.includes(local)) problems.push("must not contain the email's name part");
  return problems;
}
