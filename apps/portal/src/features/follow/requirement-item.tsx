import type { ApplicantRequestDetail } from '@visadesk/contract/applicant';
import { useRef, useState } from 'react';
import { useLocale, useMessages } from '../../app/locale-context';
import { nameIn } from '../../render/names';
import { formatNumber } from '../../shared/i18n/format';
import { isolate } from './bidi';
import { DocumentRow } from './document-row';
import { checkFile, typeList } from './file-check';
import { FollowAlert } from './follow-alert';
import { removeDocument } from './follow-api';
import { uploadDocument } from './upload';

type Requirement = ApplicantRequestDetail['requiredDocuments'][number];
type Doc = ApplicantRequestDetail['documents'][number];

interface Props {
  detail: ApplicantRequestDetail;
  requirement: Requirement;
  documents: Doc[];
  onChanged: () => Promise<void>;
}

/** One document the visa asks for: what was uploaded for it, and upload/replace/remove. */
export function RequirementItem({ detail, requirement, documents, onChanged }: Props) {
  const { follow } = useMessages();
  const t = follow.documents;
  const locale = useLocale();
  const fileRef = useRef<HTMLInputElement>(null);
  const photoRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ file: string; fraction: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const id = `req-${detail.id}-${requirement.id}`;
  const types = typeList(locale, requirement.acceptedTypes, t.typeNames);
  const images = requirement.acceptedTypes.filter((type) => type.startsWith('image/'));
  const busy = progress !== null || removing !== null;
  const replaceable = documents.filter((d) => d.removable);

  const start = async (file: File | undefined) => {
    if (!file || busy) return;
    setProblem(null);
    setError(null);
    setDone(null);
    const check = checkFile(file, requirement.acceptedTypes, requirement.maxSizeMb);
    if (check) {
      setProblem(
        check.kind === 'empty'
          ? t.empty
          : check.kind === 'type'
            ? t.wrongType(types)
            : t.tooBig(formatNumber(locale, check.sizeMb), formatNumber(locale, check.maxMb)),
      );
      return;
    }
    setProgress({ file: file.name, fraction: 0 });
    try {
      await uploadDocument({ requestId: detail.id, requirementId: requirement.id }, file, (fraction) =>
        setProgress({ file: file.name, fraction }),
      );
      // Replacing: the new file is safely stored before the old one goes.
      for (const old of replaceable) await removeDocument(detail.id, old.id);
      setDone(t.uploaded(isolate(file.name)));
      await onChanged();
    } catch (e) {
      setError(e);
    } finally {
      setProgress(null);
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

  const description = locale === 'ar' ? requirement.descriptionAr : requirement.descriptionEn;
  return (
    <li className="follow-box stack">
      <div className="row">
        <h4 id={`${id}-name`}>{nameIn(locale, requirement)}</h4>
        <span className="follow-tag">{requirement.provided ? t.provided : t.missing}</span>
      </div>
      {/* What to send matters only while something can be sent. */}
      {detail.canUpload && description ? <p className="hint">{description}</p> : null}
      {detail.canUpload ? (
        <p className="hint" id={`${id}-rule`}>
          {t.types(types)} · {t.maxSize(formatNumber(locale, requirement.maxSizeMb))}
        </p>
      ) : null}
      {documents.length > 0 ? (
        <ul className="follow-list">
          {documents.map((doc) => (
            <DocumentRow
              key={doc.id}
              requestId={detail.id}
              doc={doc}
              canRemove={doc.removable && !busy}
              removing={removing === doc.id}
              onRemove={() => remove(doc)}
            />
          ))}
        </ul>
      ) : null}
      {detail.canUpload ? (
        <div className="row">
          <input
            ref={fileRef}
            type="file"
            hidden
            accept={requirement.acceptedTypes.join(',')}
            onChange={(e) => {
              void start(e.target.files?.[0]);
              e.target.value = '';
            }}
            data-testid={`${id}-file`}
          />
          <button
            type="button"
            className="secondary"
            disabled={busy}
            aria-describedby={`${id}-rule`}
            onClick={() => fileRef.current?.click()}
          >
            {replaceable.length > 0 ? t.replace : t.choose}
          </button>
          {images.length > 0 ? (
            <>
              <input
                ref={photoRef}
                type="file"
                hidden
                accept={images.join(',')}
                capture="environment"
                onChange={(e) => {
                  void start(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              <button
                type="button"
                className="secondary"
                disabled={busy}
                onClick={() => photoRef.current?.click()}
              >
                {t.photo}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      <div aria-live="polite">
        {progress ? (
          <label className="field">
            <span>{t.uploading(isolate(progress.file), formatPercent(locale, progress.fraction))}</span>
            <progress max={1} value={progress.fraction} />
          </label>
        ) : null}
        {done ? <p className="notice ok">{done}</p> : null}
      </div>
      {problem ? (
        <p className="error" role="alert">
          {problem}
        </p>
      ) : null}
      <FollowAlert error={error} />
    </li>
  );
}

const formatPercent = (locale: string, fraction: number) =>
  new Intl.NumberFormat(locale === 'ar' ? 'ar-IQ' : 'en-IQ', { style: 'percent' }).format(fraction);
