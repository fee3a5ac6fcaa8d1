import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { booleanOptions, FilterSelect } from '../../../components/data-table/filter-select';
import { useTableState } from '../../../components/data-table/use-table-state';
import { PageHeader } from '../../../components/page-header';
import { toastSuccess } from '../../../lib/toasts/toasts';
import { type Applicant, useUsers } from '../api/get-users';
import { useSetUserBlocked } from '../api/update-user';
import { useUserColumns } from '../components/user-columns';
import { userTableConfig } from '../table-config';

const HIDDEN_COLUMNS = ['phone'];

/** Applicants: find them, see their activity, block or unblock an account. */
export function UserListPage() {
  const { t } = useTranslation();
  const table = useTableState(userTableConfig);
  const result = useUsers(table.query);
  const [target, setTarget] = useState<Applicant | null>(null);
  const setBlocked = useSetUserBlocked();
  const columns = useUserColumns(setTarget);

  const confirm = async () => {
    if (!target) return;
    try {
      await setBlocked.mutateAsync({ id: target.id, isBlocked: !target.isBlocked });
      toastSuccess(t(target.isBlocked ? 'users.unblocked' : 'users.blockedDone', { name: target.fullName }));
    } catch {
      // toasted by the HTTP client
    }
    setTarget(null);
  };

  return (
    <>
      <PageHeader titleKey="pages.userList" crumbs={['nav.users', 'nav.list']} />
      <DataTable
        tableId="users"
        label={t('pages.userList')}
        columns={columns}
        table={table}
        result={result}
        searchLabel={t('users.search')}
        hiddenByDefault={HIDDEN_COLUMNS}
        filters={
          <FilterSelect
            label={t('users.fields.status')}
            value={table.state.filters.isBlocked}
            onChange={(value) => table.setFilter('isBlocked', value)}
            options={booleanOptions(t('users.blocked'), t('users.active'))}
            width={150}
          />
        }
      />
      <ConfirmDialog
        open={target !== null}
        title={t(target?.isBlocked ? 'users.unblockTitle' : 'users.blockTitle')}
        message={t(target?.isBlocked ? 'users.unblockMessage' : 'users.blockMessage', {
          name: target?.fullName ?? '',
        })}
        confirmLabel={t(target?.isBlocked ? 'users.unblock' : 'users.block')}
        destructive={!target?.isBlocked}
        pending={setBlocked.isPending}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
