import { z } from 'zod';
import { ProfileSchema } from './auth.ts';
import { TimeZoneSchema } from './common.ts';
import { DEFAULT_TIME_ZONE } from './constants.ts';
import { GstinSchema } from './gstin.ts';
import { ID_PATTERN, MAX_BUSINESS_CATEGORIES, MIN_BUSINESS_CATEGORIES, PROFILE_NAME_MIN, USERNAME_MIN } from './constants.ts';

/** Field schemas with the spec's own messages (§5 "Profile creation"), used by forms and server. */
export const ProfileNameSchema = z
  .string({ error: 'Profile name is required' })
  .trim()
  .min(1, 'Profile name is required')
  .min(PROFILE_NAME_MIN, 'Profile name must be at least 2 characters')
  .max(80, 'Profile name must be at most 80 characters');

export const UserNameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(USERNAME_MIN, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Username can only contain letters, numbers, hyphens, and underscores');

/**
 * An image reference as the upload call returns it (`imgURL`), or '' for none. Only http(s):
 * anything else (javascript:, data:) has no business in an <img> the dashboard renders.
 */
export const ImageUrlSchema = z
  .string()
  .trim()
  .max(2048, 'Image link is too long')
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'Upload the image again: its link is not valid');

/** Indian GSTIN: 2-digit state code, PAN, entity number, 'Z', check character. */
export const GstNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(
    (value) => value === '' || /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value),
    'Enter a valid GST number (e.g. 29ABCDE1234F1Z5)',
  );

export const CATEGORY_COUNT_MESSAGE = 'You Need To Add Minimum 1 And Maximum 3 Category For Your Business profile';
export const NO_CATEGORIES_MESSAGE = 'No categories selected. Business accounts require at least 1 category.';

/** The create-profile payload of spec §3, validated per §5. */
export const CreateProfileRequestSchema = z
  .object({
    name: ProfileNameSchema,
    userName: UserNameSchema,
    profileType: z.enum(['personal', 'business'], { error: 'Please select an account category' }),
    categoryArray: z.array(z.string()).default([]),
    WhatsappPhoneNumber: z.string().trim().max(32).optional().default(''),
    businessNumber: z.string().trim().max(32).optional().default(''),
    gst: GstNumberSchema.optional().default(''),
    image: ImageUrlSchema.optional().default(''),
    timeZone: TimeZoneSchema.optional().default(DEFAULT_TIME_ZONE),
  })
  .superRefine((value, ctx) => {
    if (value.profileType !== 'business') return;
    const count = new Set(value.categoryArray).size;
    if (count < MIN_BUSINESS_CATEGORIES || count > MAX_BUSINESS_CATEGORIES) {
      ctx.addIssue({ code: 'custom', path: ['categoryArray'], message: CATEGORY_COUNT_MESSAGE });
    }
  });
export type CreateProfileRequest = z.input<typeof CreateProfileRequestSchema>;

export const UserNameAvailabilityQuerySchema = z.object({ userName: z.string().trim().optional().default('') });
export const UserNameAvailabilityBodySchema = z.object({ isUserNameAvailable: z.boolean() });

/** `socialProfiles` and `businessUserProfiles/` (spec §7: "body is an array or body.profiles"). */
export const ProfilesListBodySchema = z.object({ profiles: z.array(ProfileSchema) });

export const BusinessCategorySchema = z.object({ _id: z.string(), id: z.string(), uuid: z.string(), name: z.string() });
export type BusinessCategory = z.infer<typeof BusinessCategorySchema>;

export const CategorySearchQuerySchema = z.object({ name: z.string().trim().optional().default('') });
export const CategorySearchBodySchema = z.object({
  categories: z.array(BusinessCategorySchema),
  /** The category whose name equals the query, if any (case-insensitive). */
  matched: BusinessCategorySchema.nullable(),
});
export const CreateCategoryRequestSchema = z.object({
  name: z
    .string({ error: 'Category name is required' })
    .trim()
    .min(1, 'Category name is required')
    .max(60, 'Category name must be at most 60 characters'),
});

/** `promoteCategory` (super-admins): makes a user's private category part of everyone's list. */
export const PromoteCategoryRequestSchema = z.object({
  _id: z.string({ error: 'Choose the category to promote' }).trim().regex(ID_PATTERN, 'Invalid category ID'),
});

export const UpdateUserProfileRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80).optional(),
  email: z.union([z.literal(''), z.email('Enter a valid email address')]).optional(),
  image: ImageUrlSchema.optional(),
});

export const UploadBodySchema = z.object({ imgURL: z.string() });

/*
 * Edit business profile (spec §2 /profile/edit-business-profile, §5 rules, §7 "/v1/profiles (GST)";
 * issue 13): `GET /v1/profiles` reads the active profile's business details, `POST /v1/profiles`
 * saves them. The GSTIN carries its mod-36 check character (gstin.ts); FSSAI is 14 digits.
 */
export const BUSINESS_PROFILE_MESSAGES = {
  fssai: 'FSSAI licence number must be 14 digits',
  phone: 'Enter a valid phone number',
} as const;

const OptionalPhoneSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\+?\d{8,15}$/.test(value.replace(/[\s-]/g, '')), BUSINESS_PROFILE_MESSAGES.phone);

export const EditBusinessProfileRequestSchema = z.object({
  name: ProfileNameSchema,
  image: ImageUrlSchema.optional().default(''),
  categoryArray: z
    .array(z.string())
    .refine(
      (ids) => new Set(ids).size >= MIN_BUSINESS_CATEGORIES && new Set(ids).size <= MAX_BUSINESS_CATEGORIES,
      CATEGORY_COUNT_MESSAGE,
    ),
  gst: z.literal('').or(GstinSchema).optional().default(''),
  /** Left out: kept as it is (the dashboard edits numbers at Profile → Contact details, issue 35). */
  WhatsappPhoneNumber: OptionalPhoneSchema.optional(),
  businessNumber: OptionalPhoneSchema.optional(),
  fssaiLicence: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{14}$/.test(value), BUSINESS_PROFILE_MESSAGES.fssai)
    .optional()
    .default(''),
});
export type EditBusinessProfileRequest = z.input<typeof EditBusinessProfileRequestSchema>;

export const BusinessProfileDetailsSchema = z.object({
  profileId: z.string(),
  name: z.string(),
  userName: z.string(),
  image: z.string().nullable(),
  categories: z.array(z.object({ _id: z.string(), name: z.string() })),
  gst: z.string().nullable(),
  WhatsappPhoneNumber: z.string().nullable(),
  businessNumber: z.string().nullable(),
  fssaiLicence: z.string().nullable(),
});
export type BusinessProfileDetails = z.infer<typeof BusinessProfileDetailsSchema>;

/**
 * The set-up steps of a new venue on /home (issue 15), in the order an owner takes them: each
 * done or not, read from the venue's real data.
 */
export const SETUP_STEPS = ['logo', 'contact', 'category', 'item', 'theme', 'qr', 'publish'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** GET /v1/profiles/setup-checklist. */
export const SetupChecklistSchema = z.object({
  steps: z.array(z.object({ id: z.enum(SETUP_STEPS), done: z.boolean() })),
  completed: z.number().int(),
  total: z.number().int(),
});
export type SetupChecklist = z.infer<typeof SetupChecklistSchema>;
