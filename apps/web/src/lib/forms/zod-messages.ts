import type { z } from 'zod';

/**
 * A zod error map that yields i18n keys instead of English text, so form errors render with t().
 * Empty input always reads as "required", whatever rule tripped first.
 */
export const i18nErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.input === undefined || issue.input === '') return 'validation.required';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'validation.email';
  if (issue.code === 'too_big') return 'validation.tooLong';
  if (issue.code === 'too_small') return 'validation.required';
  return undefined;
};
