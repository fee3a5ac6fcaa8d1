import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { DateField } from '../../../components/date-field';
import { useCountryOptions } from '../../../lib/catalog/country-options';
import { localizedTitle } from '../../../lib/catalog/labels';
import { useFormatters } from '../../../lib/i18n/format';
import { useCan } from '../../../lib/session/use-can';
import { useCurrentUser } from '../../../lib/session/use-session';
import { useAdminOptions } from '../api/get-admin-options';
import { useVisaOptions } from '../api/get-visa-options';
import type { RequestTable } from '../hooks/use-request-table';
import { STATUS_ORDER, statusKey } from '../status';

/** The request list's filters, all in the URL: status, visa, countries, assignee, submitted dates. */
export function RequestFilters({ requestTable }: { requestTable: RequestTable }) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const user = useCurrentUser();
  const canListAdmins = useCan('admins.list');
  const countries = useCountryOptions(locale);
  const visas = useVisaOptions(locale);
  const admins = useAdminOptions(canListAdmins);
  const { table, dates, setDate, assigned, setAssigned } = requestTable;
  const { filters } = table.state;

  const assigneeOptions = [
    { value: 'none', label: t('requests.unassigned') },
    ...(user ? [{ value: user.id, label: t('requests.assignedToMe') }] : []),
    ...(admins.data ?? [])
      .filter((admin) => admin.id !== user?.id)
      .map((admin) => ({ value: admin.id, label: admin.name })),
  ];

  return (
    <>
      <FilterSelect
        label={t('requests.fields.status')}
        value={filters.status}
        onChange={(value) => table.setFilter('status', value)}
        options={STATUS_ORDER.map((status) => ({ value: status, label: t(statusKey(status)) }))}
        width={140}
      />
      <FilterSelect
        label={t('requests.fields.visa')}
        value={filters.visaId}
        onChange={(value) => table.setFilter('visaId', value)}
        options={(visas.data ?? []).map((visa) => ({ value: visa.id, label: localizedTitle(visa, locale) }))}
        width={190}
      />
      <CountrySelect
        label={t('requests.fields.destination')}
        options={countries.data ?? []}
        loading={countries.isPending}
        value={filters.destinationId}
        onChange={(id) => table.setFilter('destinationId', id)}
        width={190}
      />
      <CountrySelect
        label={t('requests.fields.nationality')}
        options={countries.data ?? []}
        loading={countries.isPending}
        value={filters.nationalityId}
        onChange={(id) => table.setFilter('nationalityId', id)}
        width={190}
      />
      <FilterSelect
        label={t('requests.fields.assignedTo')}
        value={assigned}
        onChange={setAssigned}
        options={assigneeOptions}
        width={170}
      />
      {(['from', 'to'] as const).map((bound) => (
        <DateField
          key={bound}
          label={t(`requests.filters.${bound}`)}
          value={dates[bound]}
          onChange={(value) => setDate(bound, value)}
          max={bound === 'from' ? dates.to : undefined}
          min={bound === 'to' ? dates.from : undefined}
        />
      ))}
    </>
  );
}
