/** The password the demo start publishes in the README; never acceptable for a real admin. */
export const DEMO_ADMIN_PASSWORD = 'Admin#12345';

const MIN_LENGTH = 12;
const MIN_DISTINCT = 8;
const CLASSES: RegExp[] = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}\s]/u];

/** Common look-alike substitutions, undone before comparing (1 stands for i or l, so both fold). */
const LOOK_ALIKES: Record<string, string> = {
  '1': 'i',
  l: 'i',
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
};

/** Lower case with look-alikes undone, so `D1rector` and `director` read the same. */
const folded = (text: string) => [...text.toLowerCase()].map((c) => LOOK_ALIKES[c] ?? c).join('');

/** The email's name part and its pieces (`ali.hassan` → ali.hassan, hassan), as passwords must not contain them. */
function nameParts(email: string | undefined): string[] {
  const local = email?.split('@')[0] ?? '';
  const pieces = local.split(/[._+-]+/).filter((p) => p.length >= 4);
  return [local, ...pieces].filter((p) => p.length >= 3).map(folded);
}

/**
 * Why a password is too weak for the first production admin, or [] when it is strong enough:
 * at least 12 characters besides spaces, 8 of them different, from at least 3 of lower case,
 * upper case, digits and symbols; not the demo password; not containing the email's name part,
 * whatever its case or look-alike spelling.
 */
export function passwordWeaknesses(password: string, email?: string): string[] {
  const problems: string[] = [];
  // Spaces are allowed but do not count: `Aa1` and eleven spaces is three characters of guessing.
  const chars = [...password].filter((c) => !/\s/u.test(c));
  if (chars.length < MIN_LENGTH) problems.push(`must be at least ${MIN_LENGTH} characters besides spaces`);
  if (new Set(chars).size < MIN_DISTINCT)
    problems.push(`must use at least ${MIN_DISTINCT} different characters`);
  if (CLASSES.filter((c) => c.test(password)).length < 3) {
    problems.push('must mix at least 3 of: lower case, upper case, digits, symbols');
  }
  const plain = folded(chars.join(''));
  if (plain.includes(folded(DEMO_ADMIN_PASSWORD))) problems.push('must not be the published demo password');
  if (nameParts(email).some((part) => plain.includes(part))) {
    problems.push("must not contain the email's name part");
  }
  return problems;
}
