import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createJobRunner, countJobs, retryDelayMs, type JobRunner } from '../jobs/index.ts';
import type { SmsProvider, TemplateSms } from '../sms/index.ts';
import { createNotifier, type Notifier } from './notifier.ts';
import { DLT_VARIABLE_MAX_LENGTH, defineTemplate, MESSAGE_TEMPLATES, renderSms } from './message-templates.ts';
import { createWhatsappProvider, type WhatsappTemplateMessage } from './whatsapp-provider.ts';

let testApp: TestApp;
const start = new Date('2026-11-22T10:00:00.000Z');
let now = start;
const clock = () => now;

let smsSent: TemplateSms[];
let whatsappSent: WhatsappTemplateMessage[];
let smsFailuresLeft: number;
let notifier: Notifier;
let runner: JobRunner;

const sms: SmsProvider = {
  name: 'fake',
  sendOtp: async () => {},
  async sendTemplate(message) {
    if (smsFailuresLeft > 0) {
      smsFailuresLeft -= 1;
      throw new Error('gateway down');
    }
    smsSent.push(message);
  },
};

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  now = start;
  smsSent = [];
  whatsappSent = [];
  smsFailuresLeft = 0;
  await testApp.app.deps.db.delete(jobs);
  notifier = createNotifier(
    { sms, whatsapp: { name: 'fake', sendTemplate: async (message) => void whatsappSent.push(message) } },
    clock,
  );
  runner = createJobRunner({ db: testApp.app.deps.db, log: testApp.app.log, clock });
  runner.register(notifier.job);
});

const db = () => testApp.app.deps.db;
const invite = {
  to: '+919000000009',
  template: 'staffInvite',
  variables: { venue: 'Spice Route Kitchen', link: 'https://x.in' },
} as const;

describe('notifier', () => {
  it('queues a message as a job and sends the registered text when the job runs', async () => {
    await notifier.send(db(), { channel: 'sms', ...invite });
    expect(smsSent).toEqual([]);

    await runner.runDue();
    expect(smsSent).toEqual([
      {
        to: '+919000000009',
        template: 'staff-invite',
        text: 'You have been added to the team of Spice Route Kitchen. Log in with this number at https://x.in',
      },
    ]);
  });

  it('sends WhatsApp messages as the approved template with its parameters in order', async () => {
    await notifier.send(db(), { channel: 'whatsapp', ...invite });
    await runner.runDue();
    expect(whatsappSent).toEqual([
      { to: '+919000000009', template: 'staff_invite', language: 'en', parameters: ['Spice Route Kitchen', 'https://x.in'] },
    ]);
    expect(smsSent).toEqual([]);
  });

  it('retries a message the gateway refused, later, and delivers it once', async () => {
    smsFailuresLeft = 1;
    await notifier.send(db(), { channel: 'sms', ...invite });

    await runner.runDue();
    expect(smsSent).toHaveLength(0);
    expect(await runner.runDue()).toBe(0);
    now = new Date(start.getTime() + retryDelayMs(1));
    await runner.runDue();
    expect(smsSent).toHaveLength(1);
    expect(await countJobs(db(), 'notify.send')).toEqual({ done: 1 });
  });

  it('sends a message with a unique key once however often it is asked', async () => {
    await notifier.send(db(), { channel: 'sms', ...invite }, { uniqueKey: 'invite:abc' });
    await notifier.send(db(), { channel: 'sms', ...invite }, { uniqueKey: 'invite:abc' });
    await runner.runDue();
    expect(smsSent).toHaveLength(1);
  });

  it('sends nothing when the write that asked for the message is rolled back', async () => {
    await expect(
      db().transaction(async (tx) => {
        await notifier.send(tx, { channel: 'sms', ...invite });
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    await runner.runDue();
    expect(smsSent).toEqual([]);
    expect(await countJobs(db())).toEqual({});
  });

  it('waits for a reminder until its time', async () => {
    await notifier.send(db(), { channel: 'sms', ...invite }, { sendAt: new Date(start.getTime() + 3_600_000) });
    await runner.runDue();
    expect(smsSent).toHaveLength(0);
    now = new Date(start.getTime() + 3_600_000);
    await runner.runDue();
    expect(smsSent).toHaveLength(1);
  });
});

describe('message templates', () => {
  it(`cuts a variable to DLT's ${DLT_VARIABLE_MAX_LENGTH} characters`, () => {
    const text = renderSms(MESSAGE_TEMPLATES.staffInvite, { venue: 'A'.repeat(40), link: 'l' });
    expect(text).toContain(`${'A'.repeat(DLT_VARIABLE_MAX_LENGTH - 1)}…. Log in`);
  });

  it('never cuts a variable registered as a link (DLT URL type), while text variables are cut', () => {
    const link = `https://menu.example.in/v/the_courtyard/tickets/${'0'.repeat(24)}?token=${'x'.repeat(43)}`;
    const text = renderSms(MESSAGE_TEMPLATES.ticketsConfirmed, {
      event: 'An Evening of Very Long Jazz Standards',
      date: 'Wed 1 Jul',
      time: '7:30 pm',
      link,
      receipt: `${link.replace('/tickets/', '/events/orders/').replace('?', '/receipt?')}`,
    });
    expect(text).toBe(
      `Your tickets for ${'An Evening of Very Long Jazz Standards'.slice(0, DLT_VARIABLE_MAX_LENGTH - 1)}… on Wed 1 Jul at 7:30 pm are confirmed. Show them at the door: ${link} Receipt: ${link.replace('/tickets/', '/events/orders/').replace('?', '/receipt?')}`,
    );
  });

  it('refuses a template whose text uses a variable it does not declare', () => {
    expect(() =>
      defineTemplate({
        name: 'bad',
        variables: ['venue'],
        sms: 'Hi {#venue#} at {#time#}',
        whatsapp: { template: 'bad', language: 'en' },
      }),
    ).toThrow('undeclared variables: time');
  });
});

describe('WhatsApp http adapter against a local fake API', () => {
  let server: Server;
  let url: string;
  let status = 200;
  let received: Array<{ headers: IncomingMessage['headers']; body: unknown }> = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: JSON.parse(raw || 'null') });
        response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    status = 200;
    received = [];
  });

  const provider = () =>
    createWhatsappProvider(
      loadConfig(
        { DATA_DIR: testApp.config.dataDir, WHATSAPP_PROVIDER: 'http', WHATSAPP_HTTP_URL: url, WHATSAPP_HTTP_TOKEN: 'wa-token' },
        { inMemoryDatabase: true },
      ),
      testApp.app.log,
    );
  const message = { to: '+919000000009', template: 'staff_invite', language: 'en', parameters: ['Spice Route', 'https://x.in'] };

  it('the log adapter writes the number masked and the links without their secrets', async () => {
    const lines: string[] = [];
    const logOnly = createWhatsappProvider(loadConfig({ DATA_DIR: testApp.config.dataDir }, { inMemoryDatabase: true }), {
      info: (line: string) => lines.push(line),
    } as never);
    await logOnly.sendTemplate({
      ...message,
      parameters: ['Spice Route', 'https://x.in/v/cafe/book/manage/AB12CD34?token=s3cret'],
    });
    expect(lines).toEqual([
      'WhatsApp staff_invite to +xxxxxxxx0009: Spice Route | https://x.in/v/cafe/book/manage/AB12CD34?token=[redacted]',
    ]);
  });

  it('POSTs the Cloud API template shape with the bearer token', async () => {
    await provider().sendTemplate(message);
    expect(received[0]!.headers.authorization).toBe('Bearer wa-token');
    expect(received[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      to: '919000000009',
      type: 'template',
      template: {
        name: 'staff_invite',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Spice Route' },
              { type: 'text', text: 'https://x.in' },
            ],
          },
        ],
      },
    });
  });

  it('throws when the API refuses, so the job retries', async () => {
    status = 500;
    await expect(provider().sendTemplate(message)).rejects.toThrow('WhatsApp API answered 500');
  });

  it('is refused at start without its URL', () => {
    expect(() => loadConfig({ DATA_DIR: testApp.config.dataDir, WHATSAPP_PROVIDER: 'http' }, { inMemoryDatabase: true })).toThrow(
      'WHATSAPP_HTTP_URL',
    );
  });
});
