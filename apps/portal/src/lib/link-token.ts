/** The hash of a mailed link (`#token=…`); browsers never send it to the server. */
export function tokenFromHash(hash: string): string | null {
  const raw = /(?:^#?|&)token=([^&]+)/.exec(hash)?.[1];
  if (!raw) return null;
  let token: string;
  try {
    token = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return token.length >= 20 ? token : null;
}
