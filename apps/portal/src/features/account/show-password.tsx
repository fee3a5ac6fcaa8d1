import { useId } from 'react';
import { useMessages } from '../../lib/locale-context';

/** Lets the applicant see what they typed (on a phone, a typo is easy and invisible). */
export function ShowPassword({ shown, onChange }: { shown: boolean; onChange: (shown: boolean) => void }) {
  const { account } = useMessages();
  const id = useId();
  return (
    <div className="acct-check">
      <input id={id} type="checkbox" checked={shown} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{account.fields.showPasswords}</label>
    </div>
  );
}
