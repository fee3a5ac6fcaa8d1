import { SectionPage } from '../../../components/section-page';

export function RequestsListPage() {
  return <SectionPage titleKey="pages.requestsList" crumbs={['nav.request', 'nav.list']} />;
}
