import type { ApplicantRequestDetail } from '@visadesk/contract/applicant';
import { useState } from 'react';
import { useLocale, useMessages } from '../../lib/locale-context';
import { formatDate, formatSize, isolate } from '../../shared/i18n/format';
import { downloadDocument } from './download';

type Doc = ApplicantRequestDetail['documents'][number];

interface Props {
  doc: Doc;
  canRemove: boolean;
  removing: boolean;
  onRemove?: () => void;
}

/** An uploaded file: its name (a download), size and date, and remove when the applicant may. */
export function DocumentRow({ doc, canRemove, removing, onRemove }: Props) {
  const { follow } = useMessages();
  const t = follow.documents;
  const locale = useLocale();
  const [failed, setFailed] = useState(false);
  return (
    <li className="row follow-head">
      <span>
        <button
          type="button"
          className="follow-link"
          onClick={() =>
            downloadDocument(doc.url, doc.fileName).then(
              () => setFailed(false),
              () => setFailed(true),
            )
          }
        >
          <bdi translate="no">{doc.fileName}</bdi>
        </button>{' '}
        <span className="hint">
          {formatSize(locale, doc.size)} · {t.uploadedOn(formatDate(locale, doc.uploadedAt))}
          {doc.uploadedBy === 'staff' ? ` · ${t.byStaff}` : ''}
        </span>
      </span>
      {doc.removable && onRemove ? (
        <button
          type="button"
          className="danger"
          disabled={!canRemove}
          aria-label={t.removeLabel(isolate(doc.fileName))}
          onClick={onRemove}
        >
          {removing ? t.removing : t.remove}
        </button>
      ) : null}
      {failed ? (
        <span className="error" role="alert" style={{ flexBasis: '100%' }}>
          {t.downloadFailed}
        </span>
      ) : null}
    </li>
  );
}
