import { isApiError } from '@visadesk/client';
import { ErrorCode } from '@visadesk/contract/errors';
import { REQUIREMENT_KINDS, type VisaRequirement } from '@visadesk/contract/visa-requirements';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { booleanOptions, FilterSelect } from '../../../components/data-table/filter-select';
import { useTableState } from '../../../components/data-table/use-table-state';
import { ListPageHeader } from '../../../components/list-page-header';
import { localizedName, requirementKindKey } from '../../../lib/catalog/labels';
import { notifyUnhandled } from '../../../lib/http/notify-unhandled';
import { localeFromPath } from '../../../lib/i18n/locale';
import { toastError, toastSuccess } from '../../../lib/toasts/toasts';
import { useDeleteRequirement } from '../api/delete-requirement';
import { useRequirements } from '../api/get-requirements';
import { useRequirementColumns } from '../components/requirement-columns';
import { RequirementFormDialog } from '../components/requirement-form-dialog';
import { useCatalogWrite } from '../hooks/use-catalog-write';
import { requirementTableConfig } from '../table-configs';

export function VisaRequirementsPage() {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  const table = useTableState(requirementTableConfig(locale));
  const result = useRequirements(table.query);
  // undefined: closed; null: a new requirement.
  const [editing, setEditing] = useState<VisaRequirement | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<VisaRequirement | null>(null);
  const remove = useDeleteRequirement();

  const allColumns = useRequirementColumns({
    onEdit: useCallback((requirement: VisaRequirement) => setEditing(requirement), []),
    onDelete: setToDelete,
  });
  const { canWrite, columns } = useCatalogWrite(allColumns);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      toastSuccess(t('catalog.requirements.deleted', { name: localizedName(toDelete, locale) }));
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.IN_USE) {
        toastError(t('catalog.requirements.inUse', { name: localizedName(toDelete, locale) }));
      } else notifyUnhandled(error);
    }
    setToDelete(null);
  };

  return (
    <>
      <ListPageHeader
        titleKey="pages.visaRequirements"
        crumbs={['nav.visa', 'nav.requirements']}
        createLabel={t('catalog.requirements.new')}
        onCreate={canWrite ? () => setEditing(null) : undefined}
      />
      <DataTable
        tableId="visa-requirements"
        label={t('pages.visaRequirements')}
        columns={columns}
        table={table}
        result={result}
        searchLabel={t('catalog.requirements.search')}
        filters={
          <>
            <FilterSelect
              label={t('catalog.requirements.kind')}
              value={table.state.filters.kind}
              onChange={(value) => table.setFilter('kind', value)}
              options={REQUIREMENT_KINDS.map((kind) => ({ value: kind, label: t(requirementKindKey(kind)) }))}
            />
            <FilterSelect
              label={t('catalog.fields.status')}
              value={table.state.filters.isActive}
              onChange={(value) => table.setFilter('isActive', value)}
              options={booleanOptions(t('catalog.active'), t('catalog.inactive'))}
            />
          </>
        }
      />
      {editing !== undefined && (
        <RequirementFormDialog requirement={editing} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('catalog.requirements.deleteTitle')}
        message={t('catalog.requirements.deleteMessage', {
          name: toDelete ? localizedName(toDelete, locale) : '',
        })}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
