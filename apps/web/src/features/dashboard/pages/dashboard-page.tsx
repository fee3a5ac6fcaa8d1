import { SectionPage } from '../../../components/section-page';

export function DashboardPage() {
  return <SectionPage titleKey="pages.dashboard" crumbs={['nav.dashboard']} />;
}
