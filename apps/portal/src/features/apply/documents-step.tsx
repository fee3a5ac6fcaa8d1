import type { DocumentRule } from '../../components/upload/file-rules';
import { useLocale, useMessages } from '../../lib/locale-context';
import { formatNumber, plural } from '../../shared/i18n/format';
import { DocumentSlot } from './document-slot';
import { type CreatedGroup, type UploadedDoc, uploadKey } from './draft-storage';

interface Props {
  created: CreatedGroup;
  rules: DocumentRule[];
  uploads: Record<string, UploadedDoc>;
  onUpload: (requestId: string, requirementId: string, doc: UploadedDoc | null) => void;
  onNext: () => void;
}

/** Step 3: every document requirement for every traveller of the created group. */
export function DocumentsStep({ created, rules, uploads, onUpload, onNext }: Props) {
  const { apply } = useMessages();
  const locale = useLocale();
  const missing = created.requests
    .flatMap((r) => rules.map((rule) => uploadKey(r.id, rule.id)))
    .filter((key) => !uploads[key]).length;
  return (
    <div className="stack">
      <p className="notice ok">
        {apply.documents.lead}{' '}
        <strong>
          {apply.documents.group}{' '}
          <bdi className="apply-ref" dir="ltr" translate="no">
            {created.groupReference}
          </bdi>
        </strong>
      </p>
      {created.requests.map((r, i) => (
        <section key={r.id} className="card" aria-labelledby={`apply-docs-${r.id}`}>
          <h3 id={`apply-docs-${r.id}`}>
            {apply.travellers.traveller(formatNumber(locale, i + 1))}
            {r.name ? (
              <span className="hint">
                {' '}
                — <bdi>{r.name}</bdi>
              </span>
            ) : null}
          </h3>
          <p className="hint">
            <bdi dir="ltr" translate="no">
              {r.reference}
            </bdi>
            {r.publicReference ? (
              <>
                {' · '}
                {apply.documents.tracking}{' '}
                <bdi className="apply-ref" dir="ltr" translate="no">
                  {r.publicReference}
                </bdi>
              </>
            ) : null}
          </p>
          <ul className="apply-docs">
            {rules.map((rule) => (
              <DocumentSlot
                key={rule.id}
                requestId={r.id}
                rule={rule}
                uploaded={uploads[uploadKey(r.id, rule.id)]}
                onChange={(doc) => onUpload(r.id, rule.id, doc)}
              />
            ))}
          </ul>
        </section>
      ))}
      <p className={missing > 0 ? 'notice warn' : 'notice ok'}>
        {missing > 0 ? plural(locale, missing, apply.documents.missing) : apply.documents.complete}
      </p>
      <div className="row apply-actions">
        <button type="button" onClick={onNext}>
          {apply.documents.next}
        </button>
      </div>
    </div>
  );
}
