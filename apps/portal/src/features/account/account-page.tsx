import { useMessages } from '../../app/locale-context';
import { useTitle } from '../../app/use-title';

export default function AccountPage() {
  const { common } = useMessages();
  useTitle(common.pages.account);
  return <h1>{common.pages.account}</h1>;
}
