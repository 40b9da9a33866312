import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';

import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';

import { RouteError } from './routes/route-error';

// Route components are lazy so each page's code (and its heavy dependencies
// later: auth, charts, PDF) stays out of the first download.
export const appRoutes: RouteObject[] = [
  {
    // Shown while the first lazy route loads.
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        path: paths.home.path,
        lazy: async () => {
          const { HomeRoute } = await import('./routes/home');
          return { Component: HomeRoute };
        },
      },
      {
        path: paths.notFound.path,
        lazy: async () => {
          const { NotFoundRoute } = await import('./routes/not-found');
          return { Component: NotFoundRoute };
        },
      },
    ],
  },
];

export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(appRoutes), []);
  return <RouterProvider router={router} />;
}
