import type { VisaSummary } from '@visadesk/contract/visas';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { useTableState } from '../../../components/data-table/use-table-state';
import { ListPageHeader } from '../../../components/list-page-header';
import { localizedTitle } from '../../../lib/catalog/labels';
import { localeFromPath } from '../../../lib/i18n/locale';
import { toastSuccess } from '../../../lib/toasts/toasts';
import { useDeleteVisa } from '../api/delete-visa';
import { useVisas } from '../api/get-visas';
import { useVisaColumns } from '../components/visa-columns';
import { VisaFilters } from '../components/visa-filters';
import { VisaFormDialog } from '../components/visa-form-dialog';
import { useCatalogWrite } from '../hooks/use-catalog-write';
import { visaTableConfig } from '../table-configs';

// Created is there to sort by; the row stays readable without it on a laptop screen.
const VISA_HIDDEN_COLUMNS = ['createdAt'];

export function VisaListPage() {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  const table = useTableState(visaTableConfig(locale));
  const result = useVisas(table.query);
  // undefined: closed; null: a new visa.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<VisaSummary | null>(null);
  const remove = useDeleteVisa();

  const allColumns = useVisaColumns({
    onEdit: useCallback((visa: VisaSummary) => setEditing(visa.id), []),
    onDelete: setToDelete,
  });
  const { canWrite, columns } = useCatalogWrite(allColumns);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      toastSuccess(t('catalog.visas.deleted', { name: localizedTitle(toDelete, locale) }));
    } catch {
      // failures were toasted by the HTTP client
    }
    setToDelete(null);
  };

  return (
    <>
      <ListPageHeader
        titleKey="pages.visaList"
        crumbs={['nav.visa', 'nav.list']}
        createLabel={t('catalog.visas.new')}
        onCreate={canWrite ? () => setEditing(null) : undefined}
      />
      <DataTable
        tableId="visas"
        label={t('pages.visaList')}
        columns={columns}
        table={table}
        result={result}
        searchLabel={t('catalog.visas.search')}
        filters={<VisaFilters table={table} />}
        hiddenByDefault={VISA_HIDDEN_COLUMNS}
      />
      {editing !== undefined && <VisaFormDialog visaId={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('catalog.visas.deleteTitle')}
        message={t('catalog.visas.deleteMessage', { name: toDelete ? localizedTitle(toDelete, locale) : '' })}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
