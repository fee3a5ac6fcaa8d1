import { ApiError } from '@visadesk/client';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { useLocale, useMessages } from '../../lib/locale-context';
import { useSession } from '../../lib/session/use-session';
import { useTitle } from '../../lib/use-title';
import { localePath } from '../../shared/i18n/locale';
import { ApplyFlow } from './apply-flow';
import { GroupFlow, GroupSettled } from './group-flow';
import { useApplyData } from './use-apply-data';
import { useGroupData } from './use-group-data';

/**
 * /apply/:visaId — a new application on the applicant's draft; with ?group=REF, an application
 * submitted before, at its documents and payment steps (My applications' "Pay now").
 */
export default function ApplyPage() {
  const { visaId = '' } = useParams();
  const [params] = useSearchParams();
  const reference = params.get('group')?.trim();
  const session = useSession();
  const { common } = useMessages();
  useTitle(common.pages.apply);

  if (!session) return null; // RequireSession sends the visitor to sign in
  if (reference) return <ExistingGroup key={reference} visaId={visaId} reference={reference} />;
  return <NewApplication visaId={visaId} userId={session.user.id} />;
}

function NewApplication({ visaId, userId }: { visaId: string; userId: string }) {
  const locale = useLocale();
  const { apply, common } = useMessages();
  const { data, error, retry } = useApplyData(visaId, locale);
  if (error) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <LoadProblem error={error} missing={missing ? apply.notFound : null} retry={retry}>
        <a className="button secondary" href={localePath(locale, '/')}>
          {apply.findVisa}
        </a>
      </LoadProblem>
    );
  }
  if (!data) return <p className="hint">{common.loading}</p>;
  return <ApplyFlow key={`${userId}:${data.visa.id}`} data={data} userId={userId} />;
}

function ExistingGroup({ visaId, reference }: { visaId: string; reference: string }) {
  const { apply, common } = useMessages();
  const { data, error, retry } = useGroupData(reference);
  // Someone else's group answers 404 like an unknown one; a link naming another visa is not right either.
  const missing =
    (error instanceof ApiError && (error.status === 404 || error.status === 400)) ||
    (data !== undefined && data.group.visa.id !== visaId);
  if (error || missing) {
    return (
      <LoadProblem error={error} missing={missing ? apply.groupNotFound : null} retry={retry}>
        <Link className="button secondary" to="/applications">
          {common.nav.applications}
        </Link>
      </LoadProblem>
    );
  }
  if (!data) return <p className="hint">{common.loading}</p>;
  if (data.group.payment.paid || data.created.requests.length === 0 || data.created.totalAmount <= 0)
    return <GroupSettled data={data} />;
  return <GroupFlow data={data} />;
}

interface ProblemProps {
  error: unknown;
  /** What to say when the thing asked for is not there (no retry then), or null for a failure. */
  missing: string | null;
  retry: () => void;
  /** The way out. */
  children: ReactNode;
}

function LoadProblem({ error, missing, retry, children }: ProblemProps) {
  const { common } = useMessages();
  return (
    <div className="stack">
      <h1>{common.pages.apply}</h1>
      {missing ? <p className="notice warn">{missing}</p> : <FormAlert error={error} />}
      <div className="row">
        {missing ? null : (
          <button type="button" onClick={retry}>
            {common.retry}
          </button>
        )}
        {children}
      </div>
    </div>
  );
}
