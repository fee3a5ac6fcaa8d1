import { SectionPage } from '../../../components/section-page';

export function VisaCountriesPage() {
  return <SectionPage titleKey="pages.visaCountries" crumbs={['nav.visa', 'nav.countries']} />;
}
