export {
  createNotifier,
  queueMessage,
  CHANNELS,
  type Channel,
  type Message,
  type Notifier,
  type SendOptions,
} from './notifier.ts';
export { createWhatsappProvider, type WhatsappProvider, type WhatsappTemplateMessage } from './whatsapp-provider.ts';
export {
  DLT_VARIABLE_MAX_LENGTH,
  MESSAGE_TEMPLATES,
  defineTemplate,
  renderSms,
  type MessageTemplate,
  type TemplateName,
} from './message-templates.ts';
export { messageDate, messageTime } from './message-dates.ts';
