import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { RequestLogger, requestLoggerFactory } from './request-logger.ts';

function parentAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { parent, lines, child: vi.spyOn(parent, 'child') };
}

describe('RequestLogger', () => {
  it('makes no child while every line is below the level', () => {
    const { parent, lines, child } = parentAt('warn');
    const log = requestLoggerFactory(parent, { requestId: 'r-1' }, {});
    log.info({ req: 'x' }, 'incoming request');
    log.debug('detail');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it("writes a line at the parent's level with the request's bindings, through one child", () => {
    const { parent, lines, child } = parentAt('info');
    const log = new RequestLogger(parent, { requestId: 'r-2' }, {});
    log.info({ status: 200 }, 'request completed');
    log.error(new Error('boom'));
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => [line.requestId, line.msg])).toEqual([
      ['r-2', 'request completed'],
      ['r-2', 'boom'],
    ]);
    expect(lines[0]!.status).toBe(200);
  });

  it("takes a level of its own without changing the parent's", () => {
    const { parent, lines } = parentAt('warn');
    const log = new RequestLogger(parent, { requestId: 'r-3' }, {});
    log.level = 'debug';
    log.debug('now written');
    expect(lines.map((line) => line.msg)).toEqual(['now written']);
    expect(parent.level).toBe('warn');
  });

  it("follows a route's own level from the start", () => {
    const { parent, lines, child } = parentAt('warn');
    const log = new RequestLogger(parent, { requestId: 'r-4' }, { level: 'info' });
    expect(child).toHaveBeenCalledTimes(1);
    log.info('route at info');
    expect(lines.map((line) => [line.requestId, line.msg])).toEqual([['r-4', 'route at info']]);
  });

  it("hands a child's child the request's bindings", () => {
    const { parent, lines } = parentAt('info');
    const log = new RequestLogger(parent, { requestId: 'r-5' }, {});
    log.child({ job: 'render' }).info('nested');
    expect(lines[0]).toMatchObject({ requestId: 'r-5', job: 'render', msg: 'nested' });
  });
});
