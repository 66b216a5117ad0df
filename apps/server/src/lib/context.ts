import type { FastifyBaseLogger } from 'fastify';
import type { PermissionFlags, Role } from '@venue/shared';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';

export interface Caller {
  userId: string;
  /** E.164 digits without '+'. */
  phone: string;
  isSuperAdmin: boolean;
}

export interface ActiveProfile {
  id: string;
  userName: string;
  profileType: 'personal' | 'business';
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
}

/** A context whose caller is known (routes with access other than 'public'). */
export type UserContext = ServiceContext & { caller: Caller };
/** A context with a verified active profile (member, owner and flag routes). */
export type ProfileContext = UserContext & { profile: ActiveProfile };
