import { isApiError } from '@visadesk/client';
import type { Country } from '@visadesk/contract/countries';
import { ErrorCode } from '@visadesk/contract/errors';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { booleanOptions, FilterSelect } from '../../../components/data-table/filter-select';
import { useTableState } from '../../../components/data-table/use-table-state';
import { ListPageHeader } from '../../../components/list-page-header';
import { localizedName } from '../../../lib/catalog/labels';
import { notifyUnhandled } from '../../../lib/http/notify-unhandled';
import { localeFromPath } from '../../../lib/i18n/locale';
import { toastError, toastSuccess } from '../../../lib/toasts/toasts';
import { useDeleteCountry } from '../api/delete-country';
import { useCountries } from '../api/get-countries';
import { useCountryColumns } from '../components/country-columns';
import { CountryFormDialog } from '../components/country-form-dialog';
import { FlagUploadDialog } from '../components/flag-upload-dialog';
import { useCatalogWrite } from '../hooks/use-catalog-write';
import { countryTableConfig } from '../table-configs';

type Dialog = { kind: 'form'; country: Country | null } | { kind: 'flag'; country: Country } | null;

export function VisaCountriesPage() {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  const table = useTableState(countryTableConfig(locale));
  const result = useCountries(table.query);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [toDelete, setToDelete] = useState<Country | null>(null);
  const remove = useDeleteCountry();

  const allColumns = useCountryColumns({
    onEdit: useCallback((country: Country) => setDialog({ kind: 'form', country }), []),
    onUploadFlag: useCallback((country: Country) => setDialog({ kind: 'flag', country }), []),
    onDelete: setToDelete,
  });
  const { canWrite, columns } = useCatalogWrite(allColumns);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      toastSuccess(t('catalog.countries.deleted', { name: localizedName(toDelete, locale) }));
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.IN_USE) {
        toastError(t('catalog.countries.inUse', { name: localizedName(toDelete, locale) }));
      } else notifyUnhandled(error);
    }
    setToDelete(null);
  };

  return (
    <>
      <ListPageHeader
        titleKey="pages.visaCountries"
        crumbs={['nav.visa', 'nav.countries']}
        createLabel={t('catalog.countries.new')}
        onCreate={canWrite ? () => setDialog({ kind: 'form', country: null }) : undefined}
      />
      <DataTable
        tableId="countries"
        label={t('pages.visaCountries')}
        columns={columns}
        table={table}
        result={result}
        searchLabel={t('catalog.countries.search')}
        filters={
          <FilterSelect
            label={t('catalog.fields.status')}
            value={table.state.filters.isActive}
            onChange={(value) => table.setFilter('isActive', value)}
            options={booleanOptions(t('catalog.active'), t('catalog.inactive'))}
          />
        }
      />
      {dialog?.kind === 'form' && (
        <CountryFormDialog country={dialog.country} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'flag' && (
        <FlagUploadDialog country={dialog.country} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('catalog.countries.deleteTitle')}
        message={t('catalog.countries.deleteMessage', {
          name: toDelete ? localizedName(toDelete, locale) : '',
        })}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
