import type { Locale } from '@visadesk/contract';
import { count, eq, requests, sql, type UserRow, users } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http/errors';
import { frozenSql, isoTimestamp } from '../../lib/sql/frozen-sql';
import { escapeLike, runList } from '../../lib/sql/list';
import { ListFilterSet } from '../../lib/sql/list-filters';
import { toUser } from '../auth/login';
import { revokeSubject } from '../auth/refresh-tokens';

export async function currentUser(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return toUser(row);
}

export async function updateUser(
  app: FastifyInstance,
  id: string,
  patch: { fullName?: string | undefined; phone?: string | null | undefined; locale?: Locale | undefined },
) {
  const [row] = await app.db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound('User');
  return toUser(row);
}

/**
 * What a list row shows (not the password hash nor the search column), named as the API names it,
 * rendered once (see frozenSql). The request count is a scalar subquery, an index probe of
 * requests_user_idx per row, which plans in a fraction of what a grouped join costs.
 */
const APPLICANT_COLUMNS = frozenSql(sql`${users.id} as "id", ${users.fullName} as "fullName",
  ${users.email} as "email", ${users.phone} as "phone", ${users.locale} as "locale",
  ${users.isBlocked} as "isBlocked", ${users.lastLoginAt} as "lastLoginAt", ${users.createdAt} as "createdAt",
  (select count(*)::int from ${requests} r where r.user_id = ${users.id}) as "requestCount"`);
const FROM_USERS = frozenSql(sql`from ${users}`);

type ApplicantRow = Pick<UserRow, 'id' | 'fullName' | 'email' | 'phone' | 'locale' | 'isBlocked'> & {
  lastLoginAt: Date | string | null;
  createdAt: Date | string;
  requestCount: number;
};

/** A search typed as an email address from its start: "ali@" or "ali@example.com". */
const EMAIL_FROM_START = /^[^\s@]+@[^\s@]*$/;

/**
 * The address an email-shaped search is looking for, lower-cased; undefined for any other search.
 * Such a search is answered from the addresses that start with it, through users_email_prefix_idx.
 * As a contains-search of the whole search column it read the trigram index's lists for every
 * common trigram of the address: 18-80 ms at a million applicants, against under 2 ms here.
 */
export function emailPrefixOf(search: string | undefined): string | undefined {
  const term = search?.trim().toLowerCase();
  return term && EMAIL_FROM_START.test(term) ? term : undefined;
}

/** The applicants' filters: blocked or not, and an email-shaped search's address start (escaped). */
const applicantFilters = new ListFilterSet<{
  isBlocked?: boolean | undefined;
  emailPrefix?: string | undefined;
}>({
  isBlocked: { where: (v) => eq(users.isBlocked, v) },
  emailPrefix: { where: (v) => sql`lower(${users.email}) LIKE ${v} || '%'` },
});

export async function listApplicants(
  app: FastifyInstance,
  query: {
    page: number;
    limit: number;
    sort: string;
    search?: string | undefined;
    isBlocked?: boolean | undefined;
  },
) {
  const emailPrefix = emailPrefixOf(query.search);
  const page = await runList({
    name: 'applicants',
    db: app.db,
    table: users,
    query: emailPrefix ? { ...query, search: undefined } : query,
    searchColumn: users.searchText,
    idColumn: users.id,
    sortColumns: {
      createdAt: users.createdAt,
      fullName: users.fullName,
      email: users.email,
      lastLoginAt: users.lastLoginAt,
    },
    filters: applicantFilters,
    values: { isBlocked: query.isBlocked, emailPrefix: emailPrefix && escapeLike(emailPrefix) },
    // A prefix LIKE uses its index only when the planner sees the pattern: planned per call.
    planEachCall: emailPrefix !== undefined,
    // The page's ids and their rows in one round trip (see runList).
    rows: {
      pageSql: (page) =>
        sql`select ${APPLICANT_COLUMNS}, ${page.key} as "key", ${page.ord} as "ord" ${FROM_USERS}
            join ${page} on ${page.id} = ${users.id}`,
      pageRow: (r: ApplicantRow & { key: string | null; ord: number | string }) => ({
        row: toApplicant(r),
        key: r.key,
        ord: r.ord,
      }),
    },
  });
  return page;
}

function toApplicant(row: ApplicantRow) {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    locale: row.locale,
    isBlocked: row.isBlocked,
    requestCount: row.requestCount,
    lastLoginAt: row.lastLoginAt === null ? null : isoTimestamp(row.lastLoginAt),
    createdAt: isoTimestamp(row.createdAt),
  };
}

/** Blocking also ends the applicant's sessions: their refresh tokens stop working at once. */
export async function setBlocked(app: FastifyInstance, id: string, isBlocked: boolean) {
  const applicant = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isBlocked, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw notFound('User');
    if (isBlocked) await revokeSubject(tx, 'user', id);
    const [n] = await tx.select({ n: count() }).from(requests).where(eq(requests.userId, id));
    return toApplicant({ ...row, requestCount: n?.n ?? 0 });
  });
  // This instance stops trusting the applicant's cached sessions at once (others within seconds).
  app.sessions.forgetSubject('user', id);
  return applicant;
}
