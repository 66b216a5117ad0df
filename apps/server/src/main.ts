/**
 * The server's entry point: first makes sure the process runs with the server's memory
 * settings (process-settings.ts; a restart in place when they are missing), then loads and
 * starts the server (serve.ts). Nothing else is imported before that restart, so it costs a
 * Node start-up, not a second load of the whole server.
 */
import { restartWithServerSettings } from './process-settings.ts';

restartWithServerSettings();
await import('./serve.ts');
