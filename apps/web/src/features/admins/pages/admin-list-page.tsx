import { SectionPage } from '../../../components/section-page';

export function AdminListPage() {
  return <SectionPage titleKey="pages.adminList" crumbs={['nav.admins', 'nav.list']} />;
}
