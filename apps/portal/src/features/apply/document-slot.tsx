import { ApiError } from '@visadesk/client';
import { applicantPaths } from '@visadesk/contract/paths';
import { useEffect, useId, useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { FilePicker } from '../../components/upload/file-picker';
import { type DocumentRule, typeLabel, typeList } from '../../components/upload/file-rules';
import { UploadStatus } from '../../components/upload/upload-status';
import { useUpload } from '../../components/upload/use-upload';
import { api } from '../../lib/http/api';
import { useLocale, useMessages } from '../../lib/locale-context';
import { descriptionIn, nameIn } from '../../render/names';
import { formatMegabytes, formatSize } from '../../shared/i18n/format';
import type { UploadedDoc } from './draft-storage';

interface Props {
  requestId: string;
  rule: DocumentRule;
  uploaded: UploadedDoc | undefined;
  onChange: (doc: UploadedDoc | null) => void;
}

/**
 * One document of one traveller: what is accepted, a camera or file picker, the upload's
 * progress (with cancel), a preview, and replace or remove while the request still waits for payment.
 */
export function DocumentSlot({ requestId, rule, uploaded, onChange }: Props) {
  const { apply, upload: u, common } = useMessages();
  const m = apply.documents;
  const locale = useLocale();
  const headingId = useId();
  const upload = useUpload({ requestId, requirementId: rule.id, rule });
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [preview, setPreview] = useState<{ url: string; docId: string } | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const busy = upload.busy || removing;

  const refusal = (error: unknown): string | null => {
    if (!(error instanceof ApiError)) return null;
    // A limit on the applicant's documents is a 409 too, but not a locked request.
    const known = common.errors.byCode[error.code];
    if (known) return known;
    if (error.status === 413) return m.refusedSize;
    if (error.status === 415) return m.refusedType;
    if (error.status === 409) return m.locked;
    if (error.status === 400 && /empty/.test(error.message)) return u.empty;
    return null;
  };
  const fail = (error: unknown) => {
    const text = refusal(error);
    upload.setProblem(text);
    setFailure(text ? null : error);
  };

  async function choose(file: File) {
    if (busy) return;
    setFailure(null);
    const previous = uploaded;
    try {
      await upload.send(file, async (doc) => {
        onChange({ id: doc.id, fileName: doc.fileName, contentType: doc.contentType, size: doc.size });
        setPreview(file.type.startsWith('image/') ? { url: URL.createObjectURL(file), docId: doc.id } : null);
        // The new file is in: the one it replaces goes (if that fails, staff simply see both).
        if (previous) {
          await api
            .call(applicantPaths.removeDocument, { params: { id: requestId, documentId: previous.id } })
            .catch(() => undefined);
        }
      });
    } catch (error) {
      fail(error);
    }
  }

  async function removeDoc() {
    if (!uploaded || busy) return;
    setRemoving(true);
    upload.setProblem(null);
    setFailure(null);
    try {
      await api.call(applicantPaths.removeDocument, { params: { id: requestId, documentId: uploaded.id } });
      onChange(null);
      setPreview(null);
    } catch (error) {
      // Already gone on the server: the slot is empty either way.
      if (error instanceof ApiError && error.status === 404) onChange(null);
      else fail(error);
    } finally {
      setRemoving(false);
    }
  }

  const thumb = preview && uploaded && preview.docId === uploaded.id ? preview.url : null;
  const description = descriptionIn(locale, rule);

  return (
    <li className="apply-doc">
      <h4 id={headingId}>{nameIn(locale, rule)}</h4>
      {description ? <p className="hint">{description}</p> : null}
      <p className="hint">
        {u.accepts(typeList(locale, rule.acceptedTypes), formatMegabytes(locale, rule.maxSizeMb))}
      </p>
      {uploaded ? (
        <div className="apply-file">
          {thumb ? (
            <img src={thumb} alt="" width={64} height={64} />
          ) : (
            <span className="apply-file-icon" aria-hidden="true">
              {typeLabel(uploaded.contentType)}
            </span>
          )}
          <div>
            <p className="apply-file-name">
              <bdi translate="no">{uploaded.fileName}</bdi>
            </p>
            <p className="hint">
              {formatSize(locale, uploaded.size)} · <span className="apply-ok">{m.uploaded}</span>
            </p>
          </div>
        </div>
      ) : null}
      <UploadStatus upload={upload} />
      <FormAlert error={failure} />
      <FilePicker
        acceptedTypes={rule.acceptedTypes}
        replacing={Boolean(uploaded)}
        disabled={busy}
        describedBy={headingId}
        onFile={choose}
      >
        {uploaded ? (
          <button
            type="button"
            className="danger"
            disabled={busy}
            aria-describedby={headingId}
            onClick={removeDoc}
          >
            {removing ? m.removing : m.remove}
          </button>
        ) : null}
      </FilePicker>
    </li>
  );
}
