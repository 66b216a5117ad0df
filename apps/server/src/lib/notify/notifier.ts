import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob, scheduleJob, type JobDefinition, type JobShape, type ScheduledJob } from '../jobs/index.ts';
import type { Clock } from '../rate-limiter.ts';
import type { SmsProvider } from '../sms/index.ts';
import { MESSAGE_TEMPLATES, renderSms, whatsappParameters, type TemplateName } from './message-templates.ts';
import type { WhatsappProvider } from './whatsapp-provider.ts';

export const CHANNELS = ['sms', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];

type VariablesOf<Name extends TemplateName> = Record<(typeof MESSAGE_TEMPLATES)[Name]['variables'][number], string>;

export interface Message<Name extends TemplateName> {
  channel: Channel;
  /** E.164 with '+'. */
  to: string;
  template: Name;
  variables: VariablesOf<Name>;
}

export interface SendOptions {
  /** The venue the message is about (its jobs go when the venue does). */
  profileId?: string | null;
  /** Sends once however often asked, e.g. `booking:<id>:confirmed:sms`. */
  uniqueKey?: string;
  /** Later than now for reminders; now by default. */
  sendAt?: Date;
}

export interface Notifier {
  /**
   * Queues a message as a durable job: pass the caller's transaction as `db` and the message
   * leaves only if the write that wants it commits; a provider that fails is retried with
   * backoff (lib/jobs).
   */
  send<Name extends TemplateName>(db: Db, message: Message<Name>, options?: SendOptions): Promise<ScheduledJob>;
  /** The job that delivers; registered on the app's job runner. */
  readonly job: JobDefinition<NotifyPayload>;
}

const NotifyPayloadSchema = z.object({
  channel: z.enum(CHANNELS),
  to: z.string().regex(/^\+\d{8,15}$/),
  template: z.enum(Object.keys(MESSAGE_TEMPLATES) as [TemplateName, ...TemplateName[]]),
  variables: z.record(z.string(), z.string()),
});
type NotifyPayload = z.infer<typeof NotifyPayloadSchema>;

/** Five tries over about eight minutes (lib/jobs/backoff.ts), then the job stays 'failed'. */
const SEND_ATTEMPTS = 5;

/** The delivery job's kind and payload; the app registers its handler (createNotifier). */
const NOTIFY_JOB: JobShape<NotifyPayload> = { kind: 'notify.send', payload: NotifyPayloadSchema, maxAttempts: SEND_ATTEMPTS };

/**
 * Queues a message without a service context (job handlers, hooks that get only a
 * transaction): the same job `ctx.notifier.send` queues; `now` is the caller's clock.
 */
export function queueMessage<Name extends TemplateName>(
  db: Db,
  message: Message<Name>,
  options: SendOptions & { now: Date },
): Promise<ScheduledJob> {
  return scheduleJob(
    db,
    NOTIFY_JOB,
    { ...message, variables: { ...message.variables } },
    {
      runAt: options.sendAt ?? options.now,
      profileId: options.profileId ?? null,
      ...(options.uniqueKey ? { uniqueKey: `notify:${options.uniqueKey}` } : {}),
    },
  );
}

/** One notifier for every module (decisions §6 "Jobs and notifications"). */
export function createNotifier(providers: { sms: SmsProvider; whatsapp: WhatsappProvider }, clock: Clock): Notifier {
  const job = defineJob({
    ...NOTIFY_JOB,
    async run({ channel, to, template: name, variables }) {
      const template = MESSAGE_TEMPLATES[name];
      if (channel === 'sms') {
        await providers.sms.sendTemplate({ to, template: template.name, text: renderSms(template, variables) });
      } else {
        await providers.whatsapp.sendTemplate({
          to,
          template: template.whatsapp.template,
          language: template.whatsapp.language,
          parameters: whatsappParameters(template, variables),
        });
      }
    },
  });

  return {
    job,
    send: (db, message, options = {}) => queueMessage(db, message, { ...options, now: clock() }),
  };
}
