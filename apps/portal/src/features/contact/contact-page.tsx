import { useMessages } from '../../app/locale-context';
import { useTitle } from '../../app/use-title';

export default function ContactPage() {
  const { common } = useMessages();
  useTitle(common.pages.contact);
  return <h1>{common.pages.contact}</h1>;
}
