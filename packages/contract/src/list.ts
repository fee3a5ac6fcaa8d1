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
 * How far a list counts rows found by free-text search (and the request list's combined filters),
 * where every counted row is a table row read and rechecked: `total` stops here with
 * `totalCapped` (docs/decisions/0014 has the measurements). Paging still reaches LIST_WINDOW.
 */
export const SEARCH_COUNT_WINDOW = 500;

/** Longest cursor the API hands out (a sort value of at most a few hundred characters, an id). */
export const MAX_CURSOR_LENGTH = 1024;

export interface ListCursor {
  /** The sort it was made for (`-createdAt`): a cursor does not continue another order. */
  s: string;
  /** The last row's sort value as PostgreSQL writes it in text, or null. */
  v: string | null;
  /** The last row's id: the tie-breaker. */
  i: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Base64url of the cursor's JSON (UTF-8): opaque to clients, readable on both sides. */
export function encodeCursor(cursor: ListCursor): string {
  const bytes = new TextEncoder().encode(JSON.stringify([cursor.s, cursor.v, cursor.i]));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cursor inside `after`, or undefined when it is not one this API wrote. */
export function decodeCursor(after: string): ListCursor | undefined {
  if (after.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(after)) return undefined;
  try {
    const binary = atob(after.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (!Array.isArray(value) || value.length !== 3) return undefined;
    const [s, v, i] = value as unknown[];
    if (typeof s !== 'string' || (v !== null && typeof v !== 'string') || typeof i !== 'string')
      return undefined;
    if (!UUID.test(i)) return undefined;
    return { s, v, i };
  } catch {
    return undefined;
  }
}

/**
 * The one list convention of every paged endpoint: `page`, `limit`, `sort` (a whitelisted field,
 * `-` prefix for descending), `search`, plus the endpoint's typed filters. `after` walks on from a
 * response's `nextCursor` (keyset paging: every page costs what the first one costs, no window).
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
      after: z
        .string()
        .max(MAX_CURSOR_LENGTH)
        .refine(
          (v) => decodeCursor(v) !== undefined,
          'is not a cursor from this list (use nextCursor as given)',
        )
        .optional()
        .meta({
          description:
            'Continue after this cursor: the `nextCursor` of the previous response with the same sort and filters. Pages walked this way have no depth limit and each costs what the first page costs; `page` must then be left out.',
        }),
      ...filters,
    })
    .refine((q) => ((q as { page: number }).page - 1) * (q as { limit: number }).limit < LIST_WINDOW, {
      path: ['page'],
      message: `lists reach ${LIST_WINDOW} rows deep; narrow the search or the filters, or walk with after`,
    })
    .refine((q) => !(q as { after?: string }).after || (q as { page: number }).page === 1, {
      path: ['after'],
      message: 'continues from a cursor: leave page out',
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
    /** Pass as `after` for the rows following this page; null on the last page. */
    nextCursor: z.string().nullable(),
  });
}

export interface Paged<T> {
  items: T[];
  total: number;
  totalCapped: boolean;
  page: number;
  limit: number;
  nextCursor: string | null;
}

/** Splits `-createdAt` into the field and its direction. */
export function parseSort(sort: string): { field: string; descending: boolean } {
  return sort.startsWith('-')
    ? { field: sort.slice(1), descending: true }
    : { field: sort, descending: false };
}
