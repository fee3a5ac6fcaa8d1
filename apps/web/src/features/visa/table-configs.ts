import type { Locale } from '@visadesk/contract';
import { COUNTRY_SORT_FIELDS } from '@visadesk/contract/countries';
import { REQUIREMENT_KINDS, REQUIREMENT_SORT_FIELDS } from '@visadesk/contract/visa-requirements';
import { VISA_SORT_FIELDS, VISA_TYPES } from '@visadesk/contract/visas';
import type { TableConfig } from '../../components/data-table/table-state';

// One config per locale: names sort alphabetically in the language on screen by default.
// Module-level constants, as useTableState needs stable objects.

export type CountryFilter = 'isActive';
const countryTables: Record<Locale, TableConfig<CountryFilter>> = {
  en: { sortFields: COUNTRY_SORT_FIELDS, defaultSort: 'nameEn', filters: { isActive: { type: 'boolean' } } },
  ar: { sortFields: COUNTRY_SORT_FIELDS, defaultSort: 'nameAr', filters: { isActive: { type: 'boolean' } } },
};

export type RequirementFilter = 'isActive' | 'kind';
const requirementFilters = {
  isActive: { type: 'boolean' },
  kind: { type: 'enum', values: REQUIREMENT_KINDS },
} as const;
const requirementTables: Record<Locale, TableConfig<RequirementFilter>> = {
  en: { sortFields: REQUIREMENT_SORT_FIELDS, defaultSort: 'nameEn', filters: requirementFilters },
  ar: { sortFields: REQUIREMENT_SORT_FIELDS, defaultSort: 'nameAr', filters: requirementFilters },
};

export type VisaFilter = 'destinationId' | 'type' | 'isActive' | 'isFeatured';
// Newest first in both languages, as the API does.
const visaTable: TableConfig<VisaFilter> = {
  sortFields: VISA_SORT_FIELDS,
  defaultSort: '-createdAt',
  filters: {
    destinationId: { type: 'uuid' },
    type: { type: 'enum', values: VISA_TYPES },
    isActive: { type: 'boolean' },
    isFeatured: { type: 'boolean' },
  },
};

export const countryTableConfig = (locale: Locale) => countryTables[locale];
export const requirementTableConfig = (locale: Locale) => requirementTables[locale];
export const visaTableConfig = (_locale: Locale) => visaTable;
