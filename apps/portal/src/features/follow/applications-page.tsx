import { useMessages } from '../../app/locale-context';
import { useTitle } from '../../app/use-title';

export default function ApplicationsPage() {
  const { common } = useMessages();
  useTitle(common.pages.applications);
  return <h1>{common.pages.applications}</h1>;
}
