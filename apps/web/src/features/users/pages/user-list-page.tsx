import { SectionPage } from '../../../components/section-page';

export function UserListPage() {
  return <SectionPage titleKey="pages.userList" crumbs={['nav.users', 'nav.list']} />;
}
