import type { Staff } from '@visadesk/contract/accounts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { booleanOptions, FilterSelect } from '../../../components/data-table/filter-select';
import { useTableState } from '../../../components/data-table/use-table-state';
import { ListPageHeader } from '../../../components/list-page-header';
import { toastSuccess } from '../../../lib/toasts/toasts';
import { useAdmins, useUpdateAdmin } from '../api/admins';
import { useAdminColumns } from '../components/admin-columns';
import { AdminFormDialog } from '../components/admin-form-dialog';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { reportAdminError } from '../conflict-message';
import { adminTableConfig } from '../table-config';

/** Back-office accounts: create, edit, reset a password, (de)activate. Needs edit-admins. */
export function AdminListPage() {
  const { t } = useTranslation();
  const table = useTableState(adminTableConfig);
  const result = useAdmins(table.query);
  // undefined: closed; null: a new admin.
  const [editing, setEditing] = useState<Staff | null | undefined>(undefined);
  const [resetting, setResetting] = useState<Staff | null>(null);
  const [toggling, setToggling] = useState<Staff | null>(null);
  const update = useUpdateAdmin();

  const columns = useAdminColumns({
    onEdit: useCallback((admin: Staff) => setEditing(admin), []),
    onResetPassword: setResetting,
    onToggleActive: setToggling,
  });

  const confirmToggle = async () => {
    if (!toggling) return;
    try {
      await update.mutateAsync({ id: toggling.id, body: { isActive: !toggling.isActive } });
      toastSuccess(t(toggling.isActive ? 'admins.deactivated' : 'admins.activated', { name: toggling.name }));
    } catch (error) {
      reportAdminError(t, error);
    }
    setToggling(null);
  };

  return (
    <>
      <ListPageHeader
        titleKey="pages.adminList"
        crumbs={['nav.admins', 'nav.list']}
        createLabel={t('admins.new')}
        onCreate={() => setEditing(null)}
      />
      <DataTable
        tableId="admins"
        label={t('pages.adminList')}
        columns={columns}
        table={table}
        result={result}
        searchLabel={t('admins.search')}
        filters={
          <FilterSelect
            label={t('admins.fields.status')}
            value={table.state.filters.isActive}
            onChange={(value) => table.setFilter('isActive', value)}
            options={booleanOptions(t('admins.active'), t('admins.inactive'))}
            width={150}
          />
        }
      />
      {editing !== undefined && <AdminFormDialog admin={editing} onClose={() => setEditing(undefined)} />}
      {resetting && <ResetPasswordDialog admin={resetting} onClose={() => setResetting(null)} />}
      <ConfirmDialog
        open={toggling !== null}
        title={t(toggling?.isActive ? 'admins.deactivateTitle' : 'admins.activateTitle')}
        message={t(toggling?.isActive ? 'admins.deactivateMessage' : 'admins.activateMessage', {
          name: toggling?.name ?? '',
        })}
        confirmLabel={t(toggling?.isActive ? 'admins.deactivate' : 'admins.activate')}
        destructive={Boolean(toggling?.isActive)}
        pending={update.isPending}
        onConfirm={confirmToggle}
        onClose={() => setToggling(null)}
      />
    </>
  );
}
