import { useParams } from 'react-router';
import { ApiError } from '../../app/http';
import { useLocale, useMessages } from '../../app/locale-context';
import { useSession } from '../../app/use-session';
import { useTitle } from '../../app/use-title';
import { FormAlert } from '../../components/form-alert';
import { localePath } from '../../shared/i18n/locale';
import { ApplyFlow } from './apply-flow';
import { useApplyData } from './use-apply-data';

/** /apply/:visaId — the visa is loaded, then the flow runs on the applicant's draft. */
export default function ApplyPage() {
  const { visaId = '' } = useParams();
  const session = useSession();
  const locale = useLocale();
  const { apply, common } = useMessages();
  useTitle(common.pages.apply);
  const { data, error, retry } = useApplyData(visaId, locale);

  if (!session) return null; // RequireSession sends the visitor to sign in
  if (error) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <div className="stack">
        <h1>{common.pages.apply}</h1>
        {missing ? <p className="notice warn">{apply.notFound}</p> : <FormAlert error={error} />}
        <div className="row">
          {missing ? null : (
            <button type="button" onClick={retry}>
              {common.retry}
            </button>
          )}
          <a className="button secondary" href={localePath(locale, '/')}>
            {apply.findVisa}
          </a>
        </div>
      </div>
    );
  }
  if (!data) return <p className="hint">{common.loading}</p>;
  return <ApplyFlow key={`${session.user.id}:${data.visa.id}`} data={data} userId={session.user.id} />;
}
