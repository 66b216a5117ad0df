import {
  LogoutBodySchema,
  LogoutRequestSchema,
  RefreshTokensBodySchema,
  RefreshTokensRequestSchema,
  UserLoginBodySchema,
  UserLoginRequestSchema,
  UserProfileSchema,
  ValidateOtpBodySchema,
  ValidateOtpRequestSchema,
} from '../auth.ts';
import { UpdateUserProfileRequestSchema } from '../profiles.ts';
import { authRoutes } from './auth.routes.ts';
import { defineEndpoints } from './define.ts';

export const authEndpoints = defineEndpoints(authRoutes, {
  userLogin: { body: UserLoginRequestSchema, response: UserLoginBodySchema },
  generateBookingOtp: { body: UserLoginRequestSchema, response: UserLoginBodySchema },
  validateOtp: { body: ValidateOtpRequestSchema, response: ValidateOtpBodySchema },
  refreshTokens: { body: RefreshTokensRequestSchema, response: RefreshTokensBodySchema },
  logout: { body: LogoutRequestSchema.nullish(), response: LogoutBodySchema },
  getUserProfile: { response: UserProfileSchema },
  updateProfile: { body: UpdateUserProfileRequestSchema, response: UserProfileSchema },
});
