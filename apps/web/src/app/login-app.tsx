import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionStore } from '@/lib/session.ts';
import { theme } from '@/lib/theme.ts';
import { ToastsWhenShown } from '@/lib/toasts-when-shown.tsx';
import LoginPage from './routes/login.tsx';

const loadApp = () => import('./app.tsx');

function LoginApp() {
  return (
    <MantineProvider theme={theme}>
      {/* The only toast here is "Code sent" on a resend. */}
      <ToastsWhenShown />
      <LoginPage onCodeSent={() => void loadApp()} />
    </MantineProvider>
  );
}

/**
 * /login opened while logged out (docs/decisions/0019): the login page with only Mantine
 * around it. The dashboard's script is fetched once a code is on its way, and takes over
 * the page when the session is stored; its router then sends the person on from /login as the
 * login route's guard does.
 */
export function startLoginApp(container: HTMLElement) {
  const root = createRoot(container);
  const stop = sessionStore.subscribe(() => {
    if (!sessionStore.get().isLoggedIn) return;
    stop();
    void loadApp().then((module) => module.renderApp(root));
  });
  root.render(
    <StrictMode>
      <LoginApp />
    </StrictMode>,
  );
}
