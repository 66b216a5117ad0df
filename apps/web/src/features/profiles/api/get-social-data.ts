import { fastSocialRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';

/** The part of the link page's read (decisions §6 "Link page") that switching profile uses. */
export interface SocialData {
  operationalHours: unknown;
  /** The link page's account (spec §3 Basic details `accountId`), stored as `accountId`. */
  accountId: string | null;
}

/**
 * GET /fast-social/all?userName= (spec §4: switching profile loads the social data for the
 * operational hours). Throws ApiError when the read fails; the switch carries on without it.
 */
export async function getSocialData(userName: string): Promise<SocialData> {
  const body = await api.call(fastSocialRoutes.getFastSocialAll, { query: { userName } });
  return { operationalHours: body.sections['Contact Details'].operationalHours ?? null, accountId: body.accountId ?? null };
}
