import type { FastifyBaseLogger } from 'fastify';
import type { PermissionFlags, Role } from '@venue/shared';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { MediaStorage } from './media-storage/index.ts';
import type { Notifier } from './notify/index.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import type { Clock } from './rate-limiter.ts';

export interface Caller {
  userId: string;
  /** E.164 digits without '+'. */
  phone: string;
  isSuperAdmin: boolean;
  /** The session (refresh-token family) the request's token or ticket belongs to. */
  sessionId?: string;
}

export interface ActiveProfile {
  id: string;
  userName: string;
  profileType: 'personal' | 'business';
  /** IANA zone: the venue's "today", day windows and charts (lib/venue-time.ts). */
  timeZone: string;
  role: Role;
  flags: PermissionFlags;
}

/**
 * What every service function receives: the database, who is calling and in which
 * profile. Services filter every query by `profile.id`.
 */
export interface ServiceContext {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
  caller: Caller | null;
  profile: ActiveProfile | null;
  /** "Now" for expiries, lead times and venue dates: tests move it instead of waiting. */
  clock: Clock;
  /** Outgoing SMS and WhatsApp messages, queued as durable jobs. */
  notifier: Notifier;
  /** The configured payment provider (`PAYMENT_PROVIDER`): payment links and their secrets. */
  payments: PaymentProvider;
  /** Where media bytes live: DATA_DIR/media or the S3 bucket (lib/media-storage). */
  media: MediaStorage;
  /** What runs inside each menu write that adds or removes dishes (`menuItemsChangedHooks`, modules/index.ts). */
  menuItemsChanged: readonly MenuItemsChangedHook[];
}

/**
 * Runs in the transaction of a menu write that added or removed items, after the write; one that
 * throws rolls the write back. The menu calls these without knowing who listens (billing's
 * overuse check), so the menu module need not import billing.
 */
export type MenuItemsChangedHook = (tx: Db, profileId: string) => Promise<void>;

/** A context whose caller is known (routes with access other than 'public'). */
export type UserContext = ServiceContext & { caller: Caller };
/** A context with a verified active profile (member, owner and flag routes). */
export type ProfileContext = UserContext & { profile: ActiveProfile };
