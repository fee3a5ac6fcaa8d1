import { useMessages } from '../../app/locale-context';
import { useTitle } from '../../app/use-title';

export default function ApplyPage() {
  const { common } = useMessages();
  useTitle(common.pages.apply);
  return <h1>{common.pages.apply}</h1>;
}
