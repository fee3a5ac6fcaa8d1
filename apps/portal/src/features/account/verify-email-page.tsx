import { useMessages } from '../../app/locale-context';
import { useTitle } from '../../app/use-title';

export default function VerifyEmailPage() {
  const { common } = useMessages();
  useTitle(common.pages.verifyEmail);
  return <h1>{common.pages.verifyEmail}</h1>;
}
