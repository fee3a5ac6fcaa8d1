import type { ApplicantGroup } from '@visadesk/contract/applicant';
import { forwardRef, type SelectHTMLAttributes, useEffect, useState } from 'react';
import { SelectField } from '../../components/field';
import { useLocale, useMessages } from '../../lib/locale-context';
import { titleIn } from '../../render/names';
import { loadRecentGroups } from './contact-api';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & { error?: string | undefined };

/** The signed-in applicant's travellers, by application, to say which one a message is about. */
export const RequestSelect = forwardRef<HTMLSelectElement, Props>(function RequestSelect(props, ref) {
  const { contact, follow } = useMessages();
  const locale = useLocale();
  const [groups, setGroups] = useState<ApplicantGroup[]>([]);

  useEffect(() => {
    const abort = new AbortController();
    loadRecentGroups(abort.signal).then(
      (page) => setGroups(page.items),
      // Without the list the message still goes; the choice is optional.
      () => undefined,
    );
    return () => abort.abort();
  }, []);

  return (
    <SelectField ref={ref} label={contact.request} {...props}>
      <option value="">{contact.requestNone}</option>
      {groups.map((g) => (
        <optgroup key={g.id} label={`${titleIn(locale, g.visa)} · ${g.reference}`}>
          {g.requests.map((r) => (
            <option key={r.id} value={r.reference}>
              {`${r.reference} · ${r.fullName ?? follow.group.noName}`}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
});
