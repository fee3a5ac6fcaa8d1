import { useMessages } from '../../app/locale-context';
import { useTitle } from '../../app/use-title';

export default function PaymentResultPage() {
  const { common } = useMessages();
  useTitle(common.pages.paymentResult);
  return <h1>{common.pages.paymentResult}</h1>;
}
