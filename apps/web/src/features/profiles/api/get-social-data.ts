import { api, ApiError } from '@/lib/api-client.ts';

/** The part of the link page's read (decisions §6 "Link page") that switching profile uses. */
export interface SocialData {
  operationalHours: unknown;
}

interface FastSocialAll {
  'Contact Details'?: { operationalHours?: unknown } | null;
}

/**
 * GET /fast-social/all?userName= (spec §4: switching profile loads the social data for the
 * operational hours). The link-page module does not serve it yet: a 404 ROUTE_NOT_FOUND means
 * "no social data", not a failure.
 */
export async function getSocialData(userName: string): Promise<SocialData | null> {
  try {
    const body = await api.get<FastSocialAll>('/fast-social/all', { userName });
    return { operationalHours: body?.['Contact Details']?.operationalHours ?? null };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ROUTE_NOT_FOUND') return null;
    throw error;
  }
}
