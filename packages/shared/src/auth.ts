import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from './constants.ts';
import { OTP_LENGTH } from './constants.ts';

/** A phone number as typed; the server normalises it to E.164 (India by default). */
export const MobileNumberSchema = z.string().trim().min(1, 'Enter your mobile number').max(32);

export const UserLoginRequestSchema = z.object({ mobileNumber: MobileNumberSchema });
export type UserLoginRequest = z.infer<typeof UserLoginRequestSchema>;

export const UserLoginBodySchema = z.object({
  /** E.164 with '+', e.g. +919000000001. */
  mobileNumber: z.string(),
  /** Seconds until another code may be requested. */
  resendAfter: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});

export const ValidateOtpRequestSchema = z.object({
  mobileNumber: MobileNumberSchema,
  otp: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code`),
});
export type ValidateOtpRequest = z.infer<typeof ValidateOtpRequestSchema>;

export const TokenSchema = z.object({ token: z.string(), expires: z.string() });
export const TokenPairSchema = z.object({ access: TokenSchema, refresh: TokenSchema });
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const RefreshTokensRequestSchema = z.object({ refreshToken: z.string().min(1, 'No refresh token available') });
export const LogoutRequestSchema = z.object({ refreshToken: z.string().optional() });

export const ProfileTypeSchema = z.enum(['personal', 'business']);
export type ProfileType = z.infer<typeof ProfileTypeSchema>;

/** A profile as the dashboard sees it (spec §3 "Profile"). */
export const ProfileSchema = z.object({
  _id: z.string(),
  profileId: z.string(),
  name: z.string(),
  userName: z.string(),
  image: z.string().nullable(),
  profileType: ProfileTypeSchema,
  services: z.array(z.string()),
  associatedCategories: z.array(z.object({ _id: z.string(), name: z.string() })),
  hasConnectedRestaurant: z.boolean(),
  operationalHours: z.unknown(),
  /** The venue's IANA time zone (decisions §6 "Time"): its dates and charts are local to it. */
  timeZone: z.string().default(DEFAULT_TIME_ZONE),
  role: z.string().optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const UserProfileSchema = z.object({
  name: z.string().nullable(),
  userName: z.string().nullable(),
  mobileNumber: z.string(),
  email: z.string().nullable(),
  image: z.string().nullable(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const UserDataSchema = z.object({
  uuid: z.string(),
  id: z.string(),
  mobileNumber: z.string(),
  associatedProfiles: z.array(z.object({ profileId: z.string(), role: z.string() })),
  canSeeDashboard: z.boolean(),
  isSuperAdmin: z.boolean(),
});
export type UserData = z.infer<typeof UserDataSchema>;

export const ValidateOtpBodySchema = z.object({
  token: TokenPairSchema,
  user: UserDataSchema,
  userProfile: UserProfileSchema,
  businessProfiles: z.array(ProfileSchema),
});
export type ValidateOtpBody = z.infer<typeof ValidateOtpBodySchema>;

export const RefreshTokensBodySchema = z.object({ token: TokenPairSchema });
export const LogoutBodySchema = z.object({ loggedOut: z.literal(true) });
