import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { maskPhone, redactSecrets } from '../log-redaction.ts';
import { postJson } from '../post-json.ts';

export interface WhatsappTemplateMessage {
  /** E.164 with '+'. */
  to: string;
  template: string;
  language: string;
  /** Body parameters, in the template's order. */
  parameters: string[];
}

export interface WhatsappProvider {
  readonly name: string;
  /** @throws Error when the message was not taken (the notify job then retries with backoff). */
  sendTemplate(message: WhatsappTemplateMessage): Promise<void>;
}

/**
 * `off` (production's default) sends nothing: the guest has the same message by SMS. `log` (the
 * embedded default) writes the message to the server log; `http` POSTs the
 * WhatsApp Business Cloud API's template message shape to `WHATSAPP_HTTP_URL` with
 * `WHATSAPP_HTTP_TOKEN` as the bearer.
 */
export function createWhatsappProvider(config: AppConfig, log: FastifyBaseLogger, timeoutMs = 10_000): WhatsappProvider {
  const url = config.WHATSAPP_HTTP_URL;
  if (config.WHATSAPP_PROVIDER === 'off') return { name: 'off', async sendTemplate() {} };
  if (config.WHATSAPP_PROVIDER !== 'http' || !url) {
    return {
      name: 'log',
      async sendTemplate({ to, template, parameters }) {
        // The number masked and links without their secrets, as the log SMS adapter writes them.
        log.info(`WhatsApp ${template} to ${maskPhone(to)}: ${redactSecrets(parameters.join(' | '))}`);
      },
    };
  }
  return {
    name: 'http',
    async sendTemplate({ to, template, language, parameters }) {
      const result = await postJson({
        url,
        token: config.WHATSAPP_HTTP_TOKEN,
        timeoutMs,
        body: {
          messaging_product: 'whatsapp',
          to: to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: template,
            language: { code: language },
            components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
          },
        },
      });
      if (!result.ok) {
        throw new Error(result.reason === 'refused' ? `WhatsApp API answered ${result.status}` : 'WhatsApp API unreachable');
      }
    },
  };
}
