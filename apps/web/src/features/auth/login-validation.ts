import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminLoginResponse, adminLoginResponseSchema, loginBodySchema } from '@visadesk/contract';
import { i18nErrorMap } from '../../lib/forms/zod-messages';

/**
 * Everything that needs zod on the sign-in page, in one lazily loaded chunk: the page paints
 * without it and fetches it right after (see login-form.tsx).
 */
export const loginResolver = zodResolver(loginBodySchema, { error: i18nErrorMap });

export function parseLoginResponse(body: unknown): AdminLoginResponse {
  return adminLoginResponseSchema.parse(body);
}
