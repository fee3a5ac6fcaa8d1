import { useMessages } from '../../app/locale-context';
import { useTitle } from '../../app/use-title';

export default function SignInPage() {
  const { common } = useMessages();
  useTitle(common.pages.signIn);
  return <h1>{common.pages.signIn}</h1>;
}
