import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { admins, eq, sql } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin } from './helpers';

// Migration 0008 runs once on a real database; here its SQL runs again over rows shaped like
// databases from before the five permissions, which is what it exists for.
const ctx = await buildTestApp();
const migration = readFileSync(join(ctx.config.MIGRATIONS_DIR, '0008_grant_split_permissions.sql'), 'utf8');
const permissionsOf = async (id: string) =>
  (await ctx.db.select({ p: admins.permissions }).from(admins).where(eq(admins.id, id)))[0]?.p;

describe('migration 0008: edit-admins holders keep every module', () => {
  it('grants the four new permissions to edit-admins holders only, and is idempotent', async () => {
    const manager = await createAdmin(ctx, { permissions: ['edit-admins'] });
    const clerk = await createAdmin(ctx, { permissions: [] });
    const cataloguer = await createAdmin(ctx, { permissions: ['manage-catalog'] });
    await ctx.db.execute(sql.raw(migration));
    expect(await permissionsOf(manager.id)).toEqual([
      'edit-admins',
      'manage-catalog',
      'process-requests',
      'view-finance',
      'export-data',
    ]);
    expect(await permissionsOf(clerk.id)).toEqual([]);
    expect(await permissionsOf(cataloguer.id)).toEqual(['manage-catalog']);
    await ctx.db.execute(sql.raw(migration));
    expect(await permissionsOf(manager.id)).toHaveLength(5);
  });
});
