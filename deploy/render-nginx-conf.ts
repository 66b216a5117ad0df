import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * Fills deploy/nginx.conf.template (docs/deploy.md):
 *   node deploy/render-nginx-conf.ts --listen 8080 --upstream 127.0.0.1:3001 --upstream 127.0.0.1:3002 \
 *     --runtime-dir /var/lib/venue-nginx > /etc/nginx/venue.conf
 * Only the template's own ${NAME} placeholders are replaced; nginx's $variables stay.
 */

export interface NginxSettings {
  /** What nginx listens on: a port, or host:port. */
  listen: string;
  /** The app instances, host:port each; two or more in production. */
  upstreams: string[];
  /** Where nginx keeps its pid file, logs and temporary files (must exist and be writable). */
  runtimeDir: string;
  /** Failures within `failTimeoutSeconds` that take an instance out for that long. */
  maxFails?: number;
  failTimeoutSeconds?: number;
}

export const TEMPLATE_FILE = path.join(import.meta.dirname, 'nginx.conf.template');

export function renderNginxConf(settings: NginxSettings, template = readFileSync(TEMPLATE_FILE, 'utf8')): string {
  if (settings.upstreams.length === 0) throw new Error('nginx needs at least one upstream instance');
  const server = (address: string) =>
    `server ${address} max_fails=${settings.maxFails ?? 3} fail_timeout=${settings.failTimeoutSeconds ?? 10}s;`;
  const values: Record<string, string> = {
    LISTEN: settings.listen,
    UPSTREAM_SERVERS: settings.upstreams.map(server).join('\n    '),
    RUNTIME_DIR: settings.runtimeDir,
  };
  // Comment lines name the placeholders too; only the directives are filled.
  return template
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\$\{([A-Z_]+)\}/g, (_match, name: string) => {
            const value = values[name];
            if (value === undefined) throw new Error(`nginx.conf.template: unknown placeholder \${${name}}`);
            return value;
          }),
    )
    .join('\n');
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string', default: '80' },
      upstream: { type: 'string', multiple: true, default: [] },
      'runtime-dir': { type: 'string', default: '/var/lib/venue-nginx' },
    },
  });
  process.stdout.write(renderNginxConf({ listen: values.listen, upstreams: values.upstream, runtimeDir: values['runtime-dir'] }));
}
