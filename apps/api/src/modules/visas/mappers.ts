import type { Visa, VisaSummary } from '@visadesk/contract';
import type { CountryRow, VisaRequirementRow, VisaRow } from '@visadesk/db';
import { publicFileUrl } from '../../lib/http/uploads';
import { toCountryOption } from '../countries/service';

type Option = Pick<CountryRow, 'id' | 'nameEn' | 'nameAr' | 'iso2' | 'flagKey'>;

export function toVisaSummary(row: VisaRow, destination: Option, nationalityCount: number): VisaSummary {
  return {
    id: row.id,
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    destination: toCountryOption(destination),
    type: row.type as VisaSummary['type'],
    entry: row.entry as VisaSummary['entry'],
    validityDays: row.validityDays,
    stayDays: row.stayDays,
    processingDays: row.processingDays,
    price: row.price,
    currency: 'IQD',
    imageUrl: publicFileUrl(row.imageKey),
    isFeatured: row.isFeatured,
    isActive: row.isActive,
    requiredFields: row.requiredFields,
    nationalityCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toVisa(
  row: VisaRow,
  destination: Option,
  nationalities: Option[],
  requirements: Pick<VisaRequirementRow, 'id' | 'nameEn' | 'nameAr' | 'kind'>[],
): Visa {
  const { nationalityCount: _, ...summary } = toVisaSummary(row, destination, nationalities.length);
  return {
    ...summary,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    nationalities: nationalities.map(toCountryOption),
    requirements: requirements.map((r) => ({ id: r.id, nameEn: r.nameEn, nameAr: r.nameAr, kind: r.kind })),
  };
}
