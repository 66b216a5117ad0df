import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpSmsProvider } from './http-provider.ts';
import { createLogSmsProvider } from './log-provider.ts';

const message = { to: '+919000000001', code: '123456', text: '123456 is your verification code.' };
const silentLog = { warn: () => {} };

describe('log SMS provider', () => {
  it('writes the code with the number masked to its last four digits, at info', async () => {
    const lines: string[] = [];
    await createLogSmsProvider({ info: (line: string) => lines.push(line) } as never).sendOtp(message);
    expect(lines).toEqual(['one-time code for +xxxxxxxx0001: 123456']);
  });

  it("writes a message's text without its links' secrets, to a masked number", async () => {
    const lines: string[] = [];
    await createLogSmsProvider({ info: (line: string) => lines.push(line) } as never).sendTemplate({
      to: '+919000000001',
      template: 'tickets-confirmed',
      text: 'Your tickets: https://venue.example/v/cafe/tickets/65f0?token=s3cret-link-token',
    });
    expect(lines).toEqual([
      'SMS tickets-confirmed to +xxxxxxxx0001: Your tickets: https://venue.example/v/cafe/tickets/65f0?token=[redacted]',
    ]);
  });
});

/** A stand-in SMS gateway on 127.0.0.1 that records requests and answers with `status`. */
describe('http SMS provider against a local fake gateway', () => {
  let server: Server;
  let url: string;
  let status = 200;
  let received: Array<{ method: string; headers: IncomingMessage['headers']; body: unknown }> = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        received.push({ method: request.method ?? '', headers: request.headers, body: JSON.parse(raw || 'null') });
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status < 300 }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    status = 200;
    received = [];
  });

  it('POSTs JSON { to, message, otp } with the bearer token', async () => {
    await createHttpSmsProvider({ url, token: 'secret-token', log: silentLog }).sendOtp(message);
    expect(received).toHaveLength(1);
    expect(received[0]!.method).toBe('POST');
    expect(received[0]!.headers.authorization).toBe('Bearer secret-token');
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(received[0]!.body).toEqual({ to: '+919000000001', message: '123456 is your verification code.', otp: '123456' });
  });

  it.each([400, 401, 500, 502])('turns a %i answer into 503 "Could not send the code. Please try again."', async (code) => {
    status = code;
    await expect(createHttpSmsProvider({ url, token: 't', log: silentLog }).sendOtp(message)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      status: 503,
      message: 'Could not send the code. Please try again.',
    });
  });

  it('turns an unreachable gateway into the same 503', async () => {
    await expect(
      createHttpSmsProvider({ url: 'http://127.0.0.1:1/sms', token: 't', log: silentLog }).sendOtp(message),
    ).rejects.toMatchObject({ status: 503 });
  });

  it('gives up on a gateway that does not answer in time', async () => {
    const hanging = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/`;
    try {
      await expect(
        createHttpSmsProvider({ url: hangingUrl, token: 't', log: silentLog, timeoutMs: 200 }).sendOtp(message),
      ).rejects.toMatchObject({ status: 503 });
    } finally {
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });
});
