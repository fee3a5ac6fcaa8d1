import { VISA_TYPES } from '@visadesk/contract/visas';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select';
import { booleanOptions, FilterSelect } from '../../../components/data-table/filter-select';
import type { TableController } from '../../../components/data-table/use-table-state';
import { useCountryOptions } from '../../../lib/catalog/country-options';
import { visaTypeKey } from '../../../lib/catalog/labels';
import { useFormatters } from '../../../lib/i18n/format';
import type { VisaFilter } from '../table-configs';

/** The visa list's filters: destination, type, active, featured — all kept in the URL. */
export function VisaFilters({ table }: { table: TableController<VisaFilter> }) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const countries = useCountryOptions(locale);
  const { filters } = table.state;
  return (
    <>
      <CountrySelect
        label={t('catalog.visas.destination')}
        options={countries.data ?? []}
        loading={countries.isPending}
        value={filters.destinationId}
        onChange={(id) => table.setFilter('destinationId', id)}
        width={220}
      />
      <FilterSelect
        label={t('catalog.visas.type')}
        value={filters.type}
        onChange={(value) => table.setFilter('type', value)}
        options={VISA_TYPES.map((type) => ({ value: type, label: t(visaTypeKey(type)) }))}
        width={150}
      />
      <FilterSelect
        label={t('catalog.fields.status')}
        value={filters.isActive}
        onChange={(value) => table.setFilter('isActive', value)}
        options={booleanOptions(t('catalog.active'), t('catalog.inactive'))}
        width={140}
      />
      <FilterSelect
        label={t('catalog.visas.featured')}
        value={filters.isFeatured}
        onChange={(value) => table.setFilter('isFeatured', value)}
        options={booleanOptions(t('catalog.visas.featuredOnly'), t('catalog.visas.notFeatured'))}
        width={150}
      />
    </>
  );
}
