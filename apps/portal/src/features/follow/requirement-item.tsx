import type { ApplicantRequestDetail } from '@visadesk/contract/applicant';
import { useState } from 'react';
import { FilePicker } from '../../components/upload/file-picker';
import { typeList } from '../../components/upload/file-rules';
import { UploadStatus } from '../../components/upload/upload-status';
import { useUpload } from '../../components/upload/use-upload';
import { useLocale, useMessages } from '../../lib/locale-context';
import { descriptionIn, nameIn } from '../../render/names';
import { formatMegabytes, isolate } from '../../shared/i18n/format';
import { DocumentRow } from './document-row';
import { FollowAlert } from './follow-alert';
import { removeDocument } from './follow-api';

type Requirement = ApplicantRequestDetail['requiredDocuments'][number];
type Doc = ApplicantRequestDetail['documents'][number];

interface Props {
  detail: ApplicantRequestDetail;
  requirement: Requirement;
  documents: Doc[];
  /** Whether the document is still asked for: a decided request's show no Missing/Provided tag. */
  asked: boolean;
  onChanged: () => Promise<void>;
}

/** One document the visa asks for: what was uploaded for it, and upload/replace/remove. */
export function RequirementItem({ detail, requirement, documents, asked, onChanged }: Props) {
  const { follow, upload: u } = useMessages();
  const t = follow.documents;
  const locale = useLocale();
  const upload = useUpload({ requestId: detail.id, requirementId: requirement.id, rule: requirement });
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const id = `req-${detail.id}-${requirement.id}`;
  const busy = upload.busy || removing !== null;
  const replaceable = documents.filter((d) => d.removable);

  const start = async (file: File) => {
    if (busy) return;
    setError(null);
    setDone(null);
    try {
      await upload.send(file, async () => {
        // Replacing: the new file is safely stored before the old ones go.
        for (const old of replaceable) await removeDocument(detail.id, old.id);
        setDone(t.uploaded(isolate(file.name)));
        await onChanged();
      });
    } catch (e) {
      setError(e);
    }
  };

  const remove = async (doc: Doc) => {
    if (busy) return;
    setRemoving(doc.id);
    setError(null);
    setDone(null);
    try {
      await removeDocument(detail.id, doc.id);
      setDone(t.removed(isolate(doc.fileName)));
      await onChanged();
    } catch (e) {
      setError(e);
    } finally {
      setRemoving(null);
    }
  };

  const description = descriptionIn(locale, requirement);
  return (
    <li className="follow-box stack">
      <div className="row">
        <h4 id={`${id}-name`}>{nameIn(locale, requirement)}</h4>
        {asked ? <span className="follow-tag">{requirement.provided ? t.provided : t.missing}</span> : null}
      </div>
      {/* What to send matters only while something can be sent. */}
      {detail.canUpload && description ? <p className="hint">{description}</p> : null}
      {detail.canUpload ? (
        <p className="hint" id={`${id}-rule`}>
          {u.accepts(
            typeList(locale, requirement.acceptedTypes),
            formatMegabytes(locale, requirement.maxSizeMb),
          )}
        </p>
      ) : null}
      {documents.length > 0 ? (
        <ul className="follow-list">
          {documents.map((doc) => (
            <DocumentRow
              key={doc.id}
              doc={doc}
              canRemove={doc.removable && !busy}
              removing={removing === doc.id}
              onRemove={() => remove(doc)}
            />
          ))}
        </ul>
      ) : null}
      {detail.canUpload ? (
        <FilePicker
          acceptedTypes={requirement.acceptedTypes}
          replacing={replaceable.length > 0}
          disabled={busy}
          describedBy={`${id}-name ${id}-rule`}
          onFile={start}
          testId={`${id}-file`}
        />
      ) : null}
      <UploadStatus upload={upload} />
      <div aria-live="polite">{done ? <p className="notice ok">{done}</p> : null}</div>
      <FollowAlert error={error} />
    </li>
  );
}
