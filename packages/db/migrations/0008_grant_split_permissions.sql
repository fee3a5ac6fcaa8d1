-- Under the one-permission model an edit-admins holder could use every module; keep that when the
-- five permissions ship (ADR 0011). Idempotent.
UPDATE admins
SET permissions = ARRAY['edit-admins', 'manage-catalog', 'process-requests', 'view-finance', 'export-data']::text[],
    updated_at = now()
WHERE 'edit-admins' = ANY(permissions)
  AND NOT permissions @> ARRAY['manage-catalog', 'process-requests', 'view-finance', 'export-data']::text[];
