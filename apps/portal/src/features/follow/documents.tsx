import type { ApplicantRequestDetail } from '@visadesk/contract/applicant';
import { isFinalStatus } from '@visadesk/contract/request-status';
import { useMessages } from '../../lib/locale-context';
import { DocumentRow } from './document-row';
import { RequirementItem } from './requirement-item';

interface Props {
  detail: ApplicantRequestDetail;
  headingId: string;
  onChanged: () => Promise<void>;
}

/** The documents the visa asks for, one by one, and any other file on the request. */
export function Documents({ detail, headingId, onChanged }: Props) {
  const { follow } = useMessages();
  const t = follow.documents;
  const known = new Set(detail.requiredDocuments.map((r) => r.id));
  const others = detail.documents.filter((d) => !d.requirementId || !known.has(d.requirementId));
  // Once the request is decided nothing more is asked for: what was sent is listed, nothing "missing".
  const final = isFinalStatus(detail.status);
  const listed = final ? detail.requiredDocuments.filter((r) => r.provided) : detail.requiredDocuments;
  if (listed.length === 0 && others.length === 0 && !detail.canUpload) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t.title}</h3>
      {detail.requiredDocuments.length === 0 ? <p className="hint">{t.none}</p> : null}
      {!detail.canUpload && listed.length > 0 ? <p className="hint">{t.closed}</p> : null}
      <ul className="follow-list">
        {listed.map((requirement) => (
          <RequirementItem
            key={requirement.id}
            detail={detail}
            requirement={requirement}
            asked={!final}
            documents={detail.documents.filter((d) => d.requirementId === requirement.id)}
            onChanged={onChanged}
          />
        ))}
      </ul>
      {others.length > 0 ? (
        <>
          <h4>{t.otherDocuments}</h4>
          <ul className="follow-list">
            {others.map((doc) => (
              <DocumentRow key={doc.id} doc={doc} canRemove={false} removing={false} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
