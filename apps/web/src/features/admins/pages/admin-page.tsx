import { SectionPage } from '../../../components/section-page';

export function AdminPage() {
  return <SectionPage titleKey="pages.admin" crumbs={['nav.admins', 'pages.admin']} />;
}
