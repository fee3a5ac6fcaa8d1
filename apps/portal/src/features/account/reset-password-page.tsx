import { useMessages } from '../../app/locale-context';
import { useTitle } from '../../app/use-title';

export default function ResetPasswordPage() {
  const { common } = useMessages();
  useTitle(common.pages.resetPassword);
  return <h1>{common.pages.resetPassword}</h1>;
}
