import { z } from 'zod';
import { storableText } from './common';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/**
 * How deep a list goes and how far it counts. Past this many matching rows `total` stops at the
 * window and `totalCapped` is true: exact counts and deep offsets over millions of rows cost more
 * than a person paging a list gains from them (docs/decisions/0005).
 */
export const LIST_WINDOW = 10_000;

/**
 * The one list convention of every paged endpoint: `page`, `limit`, `sort` (a whitelisted field,
 * `-` prefix for descending), `search`, plus the endpoint's typed filters.
 */
export function listQuerySchema<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortFields: S,
  filters: F,
  defaultSort: `${S[number]}` | `-${S[number]}`,
) {
  const sortValues = sortFields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z
    .object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
      sort: z.enum(sortValues, { error: `must be one of: ${sortValues.join(', ')}` }).default(defaultSort),
      search: storableText(100).optional(),
      ...filters,
    })
    .refine((q) => ((q as { page: number }).page - 1) * (q as { limit: number }).limit < LIST_WINDOW, {
      path: ['page'],
      message: `lists reach ${LIST_WINDOW} rows deep; narrow the search or the filters`,
    });
}

/** Query-string booleans: only the words a person or a link would write. */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /** True when more rows match than LIST_WINDOW and `total` stopped counting there. */
    totalCapped: z.boolean(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

export interface Paged<T> {
  items: T[];
  total: number;
  totalCapped: boolean;
  page: number;
  limit: number;
}

/** Splits `-createdAt` into the field and its direction. */
export function parseSort(sort: string): { field: string; descending: boolean } {
  return sort.startsWith('-')
    ? { field: sort.slice(1), descending: true }
    : { field: sort, descending: false };
}
