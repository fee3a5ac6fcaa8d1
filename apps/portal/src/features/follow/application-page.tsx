import { useMessages } from '../../app/locale-context';
import { useTitle } from '../../app/use-title';

export default function ApplicationPage() {
  const { common } = useMessages();
  useTitle(common.pages.application);
  return <h1>{common.pages.application}</h1>;
}
