/**
 * The floor a read is measured against (issue 17): a minimal node:http server holding the very
 * bytes the app answered with, identity and brotli, sending brotli when Accept-Encoding names it.
 * `node bench/floor-server.ts <dir> <port>` serves <dir>/<name>.identity and <name>.br at /<name>.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const [dir = '.', port = '0'] = process.argv.slice(2);
const bodies = new Map<string, { identity: Buffer; br: Buffer; type: string }>();
for (const name of readdirSync(dir).filter((file) => file.endsWith('.identity'))) {
  const key = name.slice(0, -'.identity'.length);
  bodies.set(`/${key}`, {
    identity: readFileSync(path.join(dir, name)),
    br: readFileSync(path.join(dir, `${key}.br`)),
    type: readFileSync(path.join(dir, `${key}.type`), 'utf8'),
  });
}
createServer((request, response) => {
  const body = bodies.get(request.url ?? '');
  if (!body) {
    response.writeHead(404).end();
    return;
  }
  const br = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
  response.writeHead(200, {
    'content-type': body.type,
    vary: 'accept-encoding',
    ...(br ? { 'content-encoding': 'br' } : {}),
  });
  response.end(br ? body.br : body.identity);
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
