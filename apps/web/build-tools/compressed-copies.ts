import { compression } from 'vite-plugin-compression2';

/**
 * Every built script and stylesheet over 1 KB (the server's own compression threshold) also as
 * .br and .gz at the highest levels: the server sends these as they are (apps/server/src/app.ts,
 * `preCompressed`) rather than compressing on every visit (docs/decisions/0033).
 */
export function compressedCopies() {
  return compression({ threshold: 1024, logLevel: 'silent' });
}
