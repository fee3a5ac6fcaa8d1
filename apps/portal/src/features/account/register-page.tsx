import { useMessages } from '../../app/locale-context';
import { useTitle } from '../../app/use-title';

export default function RegisterPage() {
  const { common } = useMessages();
  useTitle(common.pages.register);
  return <h1>{common.pages.register}</h1>;
}
