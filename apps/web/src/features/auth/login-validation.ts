import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminSignInResponse, adminSignInResponseSchema, loginBodySchema } from '@visadesk/contract';
import { i18nErrorMap } from '../../lib/forms/zod-messages';

/**
 * Everything that needs zod on the sign-in page, in one lazily loaded chunk: the page paints
 * without it and fetches it right after (see login-form.tsx).
 */
export const loginResolver = zodResolver(loginBodySchema, { error: i18nErrorMap });

/** Tokens, or a two-factor challenge for admins who enrolled. */
export function parseLoginResponse(body: unknown): AdminSignInResponse {
  return adminSignInResponseSchema.parse(body);
}
