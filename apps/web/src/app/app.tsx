import { RouterProvider, createBrowserRouter } from 'react-router';
import { AppStartup } from './app-startup';
import { AppProvider } from './provider';
import { appRoutes } from './router';

const router = createBrowserRouter(appRoutes);

export function App() {
  return (
    <AppProvider>
      <AppStartup>
        <RouterProvider router={router} />
      </AppStartup>
    </AppProvider>
  );
}
