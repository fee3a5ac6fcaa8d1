import { SectionPage } from '../../../components/section-page';

export function TransactionsListPage() {
  return <SectionPage titleKey="pages.transactionsList" crumbs={['nav.transactions', 'nav.list']} />;
}
