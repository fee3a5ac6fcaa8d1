import { ErrorCode, type Locale, PERMISSIONS, type Permission, type Staff } from '@visadesk/contract';
import { type AdminRow, admins, and, eq, inArray, sql, type Tx } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../lib/http/errors';
import { runList } from '../../lib/sql/list';
import { ListFilterSet } from '../../lib/sql/list-filters';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/sql/pg-errors';
import { confirmCurrentPassword } from '../auth/current-password';
import { toAdmin } from '../auth/login';
import { clearAccountLock } from '../auth/login-guard';
import { hashPassword } from '../auth/passwords';
import { revokeOtherFamilies, revokeSubject } from '../auth/refresh-tokens';

const toStaff = (row: AdminRow): Staff => ({
  ...toAdmin(row),
  isActive: row.isActive,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Permissions are stored once each, in the contract's order. The schema already refuses names
 * outside the contract. An `edit-admins` holder may grant any permission: they could grant
 * `edit-admins` itself to anyone, so limiting grants to what they hold would protect nothing.
 */
const canonical = (permissions: readonly Permission[]): Permission[] =>
  PERMISSIONS.filter((p) => permissions.includes(p));

const duplicateEmail = () => conflict('An admin with this email already exists', ErrorCode.DUPLICATE);

const staffFilters = new ListFilterSet<{ isActive?: boolean | undefined }>({
  isActive: { where: (v) => eq(admins.isActive, v) },
});

export async function listStaff(
  app: FastifyInstance,
  query: {
    page: number;
    limit: number;
    sort: string;
    search?: string | undefined;
    isActive?: boolean | undefined;
  },
) {
  const page = await runList({
    name: 'staff',
    db: app.db,
    table: admins,
    query,
    searchColumn: admins.searchText,
    idColumn: admins.id,
    sortColumns: {
      createdAt: admins.createdAt,
      name: admins.name,
      email: admins.email,
      lastLoginAt: admins.lastLoginAt,
    },
    filters: staffFilters,
    values: query,
    rows: { byIds: (ids) => app.db.select().from(admins).where(inArray(admins.id, ids)) },
  });
  return { ...page, items: page.items.map(toStaff) };
}

export async function createStaff(
  app: FastifyInstance,
  body: {
    name: string;
    email: string;
    password: string;
    permissions: Permission[];
    locale: Locale;
    isActive: boolean;
  },
) {
  const { password, ...fields } = body;
  try {
    const [row] = await app.db
      .insert(admins)
      .values({
        ...fields,
        permissions: canonical(fields.permissions),
        passwordHash: await hashPassword(password),
      })
      .returning();
    return toStaff(row!);
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw duplicateEmail();
    throw error;
  }
}

const canManage = (row: Pick<AdminRow, 'isActive' | 'permissions'>) =>
  row.isActive && row.permissions.includes('edit-admins');

/**
 * Someone must always be able to manage admins: the last active admin holding `edit-admins`
 * cannot be deactivated or lose that permission. The holders are locked while this is decided.
 */
async function keepOneManager(tx: Tx, target: AdminRow, after: Pick<AdminRow, 'isActive' | 'permissions'>) {
  if (!canManage(target) || canManage(after)) return;
  const managers = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.isActive, true), sql`'edit-admins' = any(${admins.permissions})`))
    .for('update');
  if (managers.length <= 1) {
    throw conflict(
      'This is the last active admin with the edit-admins permission; give it to someone else first',
      ErrorCode.LAST_MANAGER,
    );
  }
}

export async function updateStaff(
  app: FastifyInstance,
  id: string,
  patch: Partial<{
    name: string;
    email: string;
    permissions: Permission[];
    locale: Locale;
    isActive: boolean;
  }>,
) {
  try {
    return await app.db.transaction(async (tx) => {
      const [current] = await tx.select().from(admins).where(eq(admins.id, id)).for('update');
      if (!current) throw notFound('Admin');
      await keepOneManager(tx, current, {
        isActive: patch.isActive ?? current.isActive,
        permissions: patch.permissions ?? current.permissions,
      });
      const [row] = await tx
        .update(admins)
        .set({
          ...patch,
          ...(patch.permissions ? { permissions: canonical(patch.permissions) } : {}),
          updatedAt: new Date(),
        })
        .where(eq(admins.id, id))
        .returning();
      if (patch.isActive === false) await revokeSubject(tx, 'admin', id);
      return toStaff(row!);
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw duplicateEmail();
    throw error;
  }
}

/** A reset also signs the admin out everywhere, and ends a sign-in lock on the account. */
export async function resetStaffPassword(app: FastifyInstance, id: string, password: string) {
  const passwordHash = await hashPassword(password);
  const email = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(admins)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(admins.id, id))
      .returning();
    if (!row) throw notFound('Admin');
    await revokeSubject(tx, 'admin', id);
    return row.email;
  });
  await clearAccountLock(app.db, email);
}

export async function getSelf(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(admins).where(eq(admins.id, id));
  if (!row) throw notFound('Admin');
  return toStaff(row);
}

export async function updateSelf(
  app: FastifyInstance,
  id: string,
  patch: { name?: string | undefined; locale?: Locale | undefined },
) {
  const [row] = await app.db
    .update(admins)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(admins.id, id))
    .returning();
  if (!row) throw notFound('Admin');
  return toStaff(row);
}

export async function changeOwnPassword(
  app: FastifyInstance,
  id: string,
  oldPassword: string,
  newPassword: string,
  /** The session making the change stays signed in; every other one ends. */
  currentSession: string | undefined,
) {
  const [row] = await app.db.select().from(admins).where(eq(admins.id, id));
  if (!row) throw notFound('Admin');
  await confirmCurrentPassword(app.db, 'admin', row, oldPassword);
  const passwordHash = await hashPassword(newPassword);
  await app.db.transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash, updatedAt: new Date() }).where(eq(admins.id, id));
    await revokeOtherFamilies(tx, 'admin', id, currentSession);
  });
}
