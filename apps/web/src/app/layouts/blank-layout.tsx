import { Outlet } from 'react-router';

/** No navigation chrome: used by the sign-in page. */
export function BlankLayout() {
  return (
    <main style={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Outlet />
    </main>
  );
}
