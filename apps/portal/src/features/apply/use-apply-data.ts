import { ApiError } from '@visadesk/client';
import type { CountryOption, Visa, VisaRequirement } from '@visadesk/contract';
import { countryPaths, visaPaths, visaRequirementPaths } from '@visadesk/contract/paths';
import type { DocumentRule } from '../../components/upload/file-rules';
import { api } from '../../lib/http/api';
import { nameIn } from '../../render/names';
import type { Locale } from '../../shared/i18n/locale';
import { useLoad } from './use-load';

export interface ApplyData {
  visa: Visa;
  /** The visa's document requirements with their accepted types and size limit. */
  rules: DocumentRule[];
  /** Who may apply: the visa's nationalities, or every country when it names none. */
  nationalities: CountryOption[];
}

async function loadApplyData(visaId: string, locale: Locale, signal: AbortSignal): Promise<ApplyData> {
  const open = { anonymous: true, signal } as const;
  const visa = await api.call(visaPaths.one, { ...open, params: { id: visaId } });
  const documents = visa.requirements.filter((r) => r.kind === 'document');
  const [rules, nationalities] = await Promise.all([
    Promise.all(
      documents.map((r) =>
        api.call(visaRequirementPaths.one, { ...open, params: { id: r.id } }).catch((error: unknown) => {
          // A requirement switched off since is no longer asked for.
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }),
      ),
    ),
    visa.nationalities.length > 0
      ? visa.nationalities
      : api.call(countryPaths.options, { ...open, query: { locale } }),
  ]);
  const name = (c: CountryOption) => nameIn(locale, c);
  return {
    visa,
    rules: rules.filter((r): r is VisaRequirement => r !== null),
    nationalities: [...nationalities].sort((a, b) => name(a).localeCompare(name(b), locale)),
  };
}

/** The visa and what the form needs about it; `retry` after a failure. */
export const useApplyData = (visaId: string, locale: Locale) =>
  useLoad(`${visaId}:${locale}`, (signal) => loadApplyData(visaId, locale, signal));
