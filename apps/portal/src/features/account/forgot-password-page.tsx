import { useMessages } from '../../app/locale-context';
import { useTitle } from '../../app/use-title';

export default function ForgotPasswordPage() {
  const { common } = useMessages();
  useTitle(common.pages.forgotPassword);
  return <h1>{common.pages.forgotPassword}</h1>;
}
