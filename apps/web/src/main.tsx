import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import { paths } from './config/paths.ts';
import { installChunkReload } from './lib/chunk-reload.ts';
import { sessionStore } from './lib/session.ts';

/*
 * A logged-out visit to /login loads the login page alone (no router, query cache or shell,
 * docs/decisions/0019); it hands over to the dashboard once the session is stored. Everything
 * else loads the dashboard.
 */
// React DOM is not imported here: this script stays a few hundred bytes, so the chosen app and
// React DOM are asked for at once rather than after React DOM has been fetched and run.
// Before any chunk is asked for: a tab left open over a deploy reloads once into the new build.
installChunkReload();
const container = document.getElementById('root')!;
if (window.location.pathname === paths.login.path && !sessionStore.get().isLoggedIn)
  void import('./app/login-app.tsx').then((module) => module.startLoginApp(container));
else void import('./app/app.tsx').then((module) => module.startApp(container));
