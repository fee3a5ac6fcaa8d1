import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError, api } from '../../app/http';
import { useLocale, useMessages } from '../../app/locale-context';
import { FormAlert } from '../../components/form-alert';
import type { UploadedDoc } from './draft-storage';
import { acceptOf, checkFile, type DocumentRule, formatSize, imageTypes, typeLabels } from './file-rules';
import { uploadDocument } from './upload';

interface Props {
  requestId: string;
  rule: DocumentRule;
  uploaded: UploadedDoc | undefined;
  onChange: (doc: UploadedDoc | null) => void;
}

type Phase = 'idle' | 'uploading' | 'removing';

/**
 * One document of one traveller: what is accepted, a camera or file picker, the upload's
 * progress, a preview, and replace or remove while the request still waits for payment.
 */
export function DocumentSlot({ requestId, rule, uploaded, onChange }: Props) {
  const { apply } = useMessages();
  const m = apply.documents;
  const locale = useLocale();
  const headingId = useId();
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [preview, setPreview] = useState<{ url: string; docId: string } | null>(null);
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);

  useEffect(() => () => upload.current?.abort(), []);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const maxSize = formatSize(locale, m, rule.maxSizeMb * 1024 * 1024);
  const types = typeLabels(rule.acceptedTypes);
  const photos = imageTypes(rule.acceptedTypes);
  const busy = phase !== 'idle';

  const refusal = (error: unknown): string | null => {
    if (!(error instanceof ApiError)) return null;
    if (error.status === 413) return m.refusedSize;
    if (error.status === 415) return m.refusedType;
    if (error.status === 409) return m.locked;
    if (error.status === 400 && /empty/.test(error.message)) return m.empty;
    return null;
  };
  const fail = (error: unknown) => {
    const text = refusal(error);
    setProblem(text);
    setFailure(text ? null : error);
  };

  async function choose(file: File | undefined) {
    if (!file || busy) return;
    setFailure(null);
    const wrong = checkFile(file, rule);
    if (wrong) {
      setProblem(wrong === 'type' ? m.wrongType(types) : wrong === 'size' ? m.tooLarge(maxSize) : m.empty);
      return;
    }
    setProblem(null);
    setPhase('uploading');
    setProgress(0);
    const controller = new AbortController();
    upload.current = controller;
    try {
      const doc = await uploadDocument({
        requestId,
        requirementId: rule.id,
        file,
        onProgress: setProgress,
        signal: controller.signal,
      });
      const previous = uploaded;
      onChange({ id: doc.id, fileName: doc.fileName, contentType: doc.contentType, size: doc.size });
      setPreview(file.type.startsWith('image/') ? { url: URL.createObjectURL(file), docId: doc.id } : null);
      // The new file is in: the one it replaces goes (if that fails, staff simply see both).
      if (previous) {
        await api(`/api/applicant/requests/${requestId}/documents/${previous.id}`, {
          method: 'DELETE',
        }).catch(() => undefined);
      }
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) fail(error);
    } finally {
      upload.current = null;
      setPhase('idle');
    }
  }

  async function removeDoc() {
    if (!uploaded || busy) return;
    setPhase('removing');
    setProblem(null);
    setFailure(null);
    try {
      await api(`/api/applicant/requests/${requestId}/documents/${uploaded.id}`, { method: 'DELETE' });
      onChange(null);
      setPreview(null);
    } catch (error) {
      // Already gone on the server: the slot is empty either way.
      if (error instanceof ApiError && error.status === 404) onChange(null);
      else fail(error);
    } finally {
      setPhase('idle');
    }
  }

  const onPicked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file may be chosen again after a refusal
    void choose(file);
  };
  const percent = new Intl.NumberFormat(locale === 'ar' ? 'ar-IQ' : 'en-IQ', { style: 'percent' }).format(
    progress,
  );
  const thumb = preview && uploaded && preview.docId === uploaded.id ? preview.url : null;

  return (
    <li className="apply-doc">
      <h4 id={headingId}>{locale === 'ar' ? rule.nameAr : rule.nameEn}</h4>
      {(locale === 'ar' ? rule.descriptionAr : rule.descriptionEn) ? (
        <p className="hint">{locale === 'ar' ? rule.descriptionAr : rule.descriptionEn}</p>
      ) : null}
      <p className="hint">
        {m.accepted(types)} · {m.maxSize(maxSize)}
      </p>
      {uploaded ? (
        <div className="apply-file">
          {thumb ? (
            <img src={thumb} alt="" width={64} height={64} />
          ) : (
            <span className="apply-file-icon" aria-hidden="true">
              {typeLabels([uploaded.contentType])}
            </span>
          )}
          <div>
            <p className="apply-file-name">
              <bdi>{uploaded.fileName}</bdi>
            </p>
            <p className="hint">
              {formatSize(locale, m, uploaded.size)} · <span className="apply-ok">{m.uploaded}</span>
            </p>
          </div>
        </div>
      ) : null}
      {phase === 'uploading' ? (
        <div className="apply-progress">
          <progress value={progress} max={1} aria-labelledby={headingId} />
          <span className="hint" aria-live="polite">
            {m.uploading(percent)}
          </span>
          <button type="button" className="secondary" onClick={() => upload.current?.abort()}>
            {m.cancel}
          </button>
        </div>
      ) : null}
      {problem ? (
        <p className="error" role="alert">
          {problem}
        </p>
      ) : null}
      <FormAlert error={failure} />
      <div className="row">
        {photos.length > 0 ? (
          // Phones open the camera; with a mouse it would only be a second file picker (CSS hides it).
          <button
            type="button"
            className="secondary apply-camera"
            disabled={busy}
            aria-describedby={headingId}
            onClick={() => camera.current?.click()}
          >
            {m.takePhoto}
          </button>
        ) : null}
        <button
          type="button"
          className="secondary"
          disabled={busy}
          aria-describedby={headingId}
          onClick={() => picker.current?.click()}
        >
          {uploaded ? m.replace : m.chooseFile}
        </button>
        {uploaded ? (
          <button
            type="button"
            className="danger"
            disabled={busy}
            aria-describedby={headingId}
            onClick={removeDoc}
          >
            {phase === 'removing' ? m.removing : m.remove}
          </button>
        ) : null}
      </div>
      {photos.length > 0 ? (
        <input
          ref={camera}
          type="file"
          hidden
          accept={acceptOf(photos)}
          capture="environment"
          onChange={onPicked}
          tabIndex={-1}
        />
      ) : null}
      <input
        ref={picker}
        type="file"
        hidden
        accept={acceptOf(rule.acceptedTypes)}
        onChange={onPicked}
        tabIndex={-1}
      />
    </li>
  );
}
