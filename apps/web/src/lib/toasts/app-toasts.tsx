import { lazy, Suspense } from 'react';
import { useToastContainerWanted } from './toasts';

const ToastHost = lazy(() => import('./toast-host').then((m) => ({ default: m.ToastHost })));

/** Mounts the toast container once the first toast is raised (see toasts.ts). */
export function AppToasts({ rtl }: { rtl: boolean }) {
  const wanted = useToastContainerWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost rtl={rtl} />
    </Suspense>
  );
}
