import { Outlet } from 'react-router';
import { CookieDialog } from '../features/legal/cookie-dialog';

/** Every page, with the cookie dialog over it until the visitor answers. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <CookieDialog />
    </>
  );
}
