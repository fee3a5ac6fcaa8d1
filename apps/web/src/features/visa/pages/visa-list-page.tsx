import { SectionPage } from '../../../components/section-page';

export function VisaListPage() {
  return <SectionPage titleKey="pages.visaList" crumbs={['nav.visa', 'nav.list']} />;
}
