import { Outlet, ScrollRestoration } from 'react-router';
import { MainLayout } from '@/components/layout/main-layout';

/** The frame of every screen. */
export function RootLayout() {
  return (
    <MainLayout>
      <Outlet />
      <ScrollRestoration />
    </MainLayout>
  );
}
