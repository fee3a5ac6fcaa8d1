import { useEffect, useRef, useState } from 'react';
import { useLocale, useMessages } from '../../lib/locale-context';
import { formatMegabytes, formatSize } from '../../shared/i18n/format';
import { checkFile, type FileRule, typeList } from './file-rules';
import { type UploadedDocument, uploadDocument } from './upload-file';

interface UploadProgressState {
  fileName: string;
  /** 0…1 */
  fraction: number;
}

interface Target {
  requestId: string;
  requirementId: string;
  rule: FileRule;
}

/**
 * One requirement's upload: the check before sending (its refusal in the page's words as
 * `problem`), the progress, and cancel. `send` runs `finish` with the stored document while the
 * upload still counts as busy (a replaced file is deleted then); it does nothing more when the
 * file was refused before sending or the upload canceled. The server's refusals are thrown.
 */
export function useUpload({ requestId, requirementId, rule }: Target) {
  const { upload } = useMessages();
  const locale = useLocale();
  const [progress, setProgress] = useState<UploadProgressState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function send(file: File, finish: (doc: UploadedDocument) => Promise<void> | void): Promise<void> {
    if (controller.current) return;
    setProblem(null);
    const wrong = checkFile(file, rule);
    if (wrong) {
      const max = formatMegabytes(locale, rule.maxSizeMb);
      setProblem(
        wrong === 'empty'
          ? upload.empty
          : wrong === 'type'
            ? upload.wrongType(typeList(locale, rule.acceptedTypes))
            : upload.tooLarge(formatSize(locale, file.size), max),
      );
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ fileName: file.name, fraction: 0 });
    try {
      const doc = await uploadDocument({
        requestId,
        requirementId,
        file,
        signal: abort.signal,
        onProgress: (fraction) => setProgress({ fileName: file.name, fraction }),
      });
      await finish(doc);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
    } finally {
      controller.current = null;
      setProgress(null);
    }
  }

  return {
    progress,
    busy: progress !== null,
    problem,
    setProblem,
    send,
    cancel: () => controller.current?.abort(),
  };
}
