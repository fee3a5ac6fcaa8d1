import { lazy, Suspense } from 'react';
import { useNewBuildAvailable } from '../lib/build/use-new-build';

// The snackbar code only loads once a new build is actually detected.
const UpdateSnackbar = lazy(() => import('./update-snackbar').then((m) => ({ default: m.UpdateSnackbar })));

export function UpdateNotifier() {
  const available = useNewBuildAvailable();
  if (!available) return null;
  return (
    <Suspense fallback={null}>
      <UpdateSnackbar />
    </Suspense>
  );
}
