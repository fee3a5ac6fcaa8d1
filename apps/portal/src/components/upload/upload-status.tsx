import { useId } from 'react';
import { useLocale, useMessages } from '../../lib/locale-context';
import { formatPercent, isolate } from '../../shared/i18n/format';
import type { useUpload } from './use-upload';

/**
 * Where an upload stands: the file on its way (a progress bar, the percentage and cancel), or
 * why the file chosen was refused before sending.
 */
export function UploadStatus({ upload }: { upload: ReturnType<typeof useUpload> }) {
  const { upload: m } = useMessages();
  const locale = useLocale();
  const textId = useId();
  const { progress, problem } = upload;
  return (
    <>
      {progress ? (
        <div className="upload-progress">
          <progress max={1} value={progress.fraction} aria-labelledby={textId} />
          <span className="hint" id={textId} aria-live="polite">
            {m.uploading(isolate(progress.fileName), formatPercent(locale, progress.fraction))}
          </span>
          <button type="button" className="secondary" onClick={upload.cancel}>
            {m.cancel}
          </button>
        </div>
      ) : null}
      {problem ? (
        <p className="error" role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
