import { useCallback, useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { useLocale, useMessages } from '../../lib/locale-context';
import { useTitle } from '../../lib/use-title';
import { localePath } from '../../shared/i18n/locale';
import { type ApplicantGroup, loadGroups } from './follow-api';
import { GroupCard } from './group-card';

interface ListState {
  groups: ApplicantGroup[];
  next: string | null;
  loaded: boolean;
}

/** The applicant's applications (groups), newest first, a page at a time. */
export default function ApplicationsPage() {
  const { common, follow } = useMessages();
  const locale = useLocale();
  const t = follow.list;
  useTitle(common.pages.applications);
  const [list, setList] = useState<ListState>({ groups: [], next: null, loaded: false });
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const firstNew = useRef<string | null>(null);

  const load = useCallback(async (after: string | null, signal?: AbortSignal) => {
    setBusy(true);
    setError(null);
    try {
      const page = await loadGroups(after, undefined, signal);
      firstNew.current = after ? (page.items[0]?.id ?? null) : null;
      setList((prev) => ({
        groups: after ? [...prev.groups, ...page.items] : page.items,
        next: page.nextCursor,
        loaded: true,
      }));
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return;
      setError(e);
    }
    setBusy(false);
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    void load(null, abort.signal);
    return () => abort.abort();
  }, [load]);

  useEffect(() => {
    // After "Load more", keyboard users continue at the first new application.
    const id = firstNew.current;
    if (!id || !list.groups.some((g) => g.id === id)) return;
    document.getElementById(`g-${id}`)?.closest('article')?.focus();
    firstNew.current = null;
  }, [list.groups]);

  return (
    <div className="stack">
      <h1>{common.pages.applications}</h1>
      {list.loaded && list.groups.length > 0 ? <p className="lead">{t.lead}</p> : null}
      {!list.loaded && busy ? (
        <p className="hint" role="status">
          {common.loading}
        </p>
      ) : null}
      {list.loaded && list.groups.length === 0 ? (
        <div className="card stack">
          <p>{t.empty}</p>
          <p>
            <a className="button" href={localePath(locale, '/')}>
              {t.findVisa}
            </a>
          </p>
        </div>
      ) : null}
      {list.groups.length > 0 ? (
        <ul className="follow-list">
          {list.groups.map((g) => (
            <GroupCard key={g.id} group={g} />
          ))}
        </ul>
      ) : null}
      {error ? (
        <div className="stack">
          <FormAlert error={error} />
          <button type="button" className="secondary" onClick={() => load(list.loaded ? list.next : null)}>
            {common.retry}
          </button>
        </div>
      ) : null}
      {list.next && !error ? (
        <button
          type="button"
          className="secondary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => load(list.next)}
        >
          {busy ? t.loadingMore : t.loadMore}
        </button>
      ) : null}
    </div>
  );
}
