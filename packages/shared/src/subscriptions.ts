import { z } from 'zod';
import { SERVICES, type Service } from './subscription-api.ts';
import { idSchema, LocalDateSchema } from './common.ts';
import { isGstStateCode } from './gst-states.ts';
import { GstinSchema, gstinStateCode } from './gstin.ts';

/*
 * Subscriptions, payments and invoices (spec §1, §4, §7 "Subscription", §8 "Payment";
 * decisions §4 "Payment callback", §6 "Payments, subscriptions and invoices").
 * Money is integer paise; prices are before GST (18%).
 */

// The zod-free names live in subscription-api.ts, so the dashboard's shell reads them without zod (issue 15).
export {
  RESTAURANT_LOOKUP_RETRY_MS,
  SERVICES,
  SERVICE_LABELS,
  SUBSCRIBE_PATHS,
  SUBSCRIPTION_API,
  type Service,
} from './subscription-api.ts';
export const ServiceSchema = z.enum(SERVICES, { error: 'Unknown service' });

/** The super-admin calls spell the third service `fast-social` (decisions §6). */
export const SUPER_ADMIN_SERVICES = ['digital-menu', 'table-reservation', 'fast-social'] as const;
export const SuperAdminServiceSchema = z.enum(SUPER_ADMIN_SERVICES, { error: 'Unknown service' });
export type SuperAdminService = z.infer<typeof SuperAdminServiceSchema>;
export const serviceOfSuperAdminPath = (service: SuperAdminService): Service =>
  service === 'fast-social' ? 'fast-social-verification' : service;

export const PLAN_INTERVALS = ['monthly', 'yearly'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/** Term life (decisions §6): due 7 days before the end, suspended 7 days after it. */
export const DUE_DAYS_BEFORE_END = 7;
export const GRACE_DAYS_AFTER_END = 7;
/** The late fee the overdue banner states (spec §4) and the next link adds: rs. 59. */
export const LATE_FEE_PAISE = 5900;
/** Spec §9: the callback page sends the person to /profile this long after success. */
export const PAYMENT_SUCCESS_REDIRECT_MS = 2000;

/**
 * Where a subscription stands. `inactive`: never paid or switched off; `active`; `due` (the
 * end is within 7 days); `overdue` (the end has passed: the next link adds the late fee);
 * `suspended` (7 days after the end; the digital menu's public page is unavailable).
 */
export const SUBSCRIPTION_STATES = ['inactive', 'active', 'due', 'overdue', 'suspended'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** The menu's own status (spec §4): 'suspended' or 'digitalMenuOveruse' restrict. */
export const DIGITAL_MENU_STATUSES = ['active', 'suspended', 'digitalMenuOveruse'] as const;
export type DigitalMenuStatus = (typeof DIGITAL_MENU_STATUSES)[number];

export const PlanSchema = z.object({
  _id: z.string(),
  service: ServiceSchema,
  name: z.string(),
  interval: z.enum(PLAN_INTERVALS),
  /** Before GST. */
  pricePaise: z.number().int(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
  features: z.array(z.string()),
  /** The digital menu's item limit on this plan; null: no limit. */
  itemLimit: z.number().int().nullable(),
  isActive: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;
export const PlansResponseSchema = z.object({ plans: z.array(PlanSchema) });

export const SubscribeRequestSchema = z.object({ planId: idSchema('Choose a plan') });
export type SubscribeRequest = z.infer<typeof SubscribeRequestSchema>;
export const SubscribeResponseSchema = z.object({
  termId: z.string(),
  /** The provider's checkout page (the sandbox's /sandbox/pay/{linkId}, or Razorpay's short URL). */
  paymentUrl: z.string(),
  /** What the link asks for: plan + late fee + GST. */
  amountPaise: z.number().int(),
  lateFeePaise: z.number().int(),
});
export type SubscribeResponse = z.infer<typeof SubscribeResponseSchema>;

export const ServiceStatusSchema = z.object({
  service: ServiceSchema,
  status: z.enum(SUBSCRIPTION_STATES),
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  interval: z.enum(PLAN_INTERVALS).nullable(),
  /** ISO instants with offset; null while inactive or when a super-admin enabled it open-ended. */
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** The venue-local date (YYYY-MM-DD, IST) the next payment is due: the period's end. */
  nextDueDate: z.string().nullable(),
  /** Added to the next payment link while overdue or suspended. */
  lateFeePaise: z.number().int(),
  /** True when a super-admin switched it on or off by hand. */
  manual: z.boolean(),
});
export type ServiceStatus = z.infer<typeof ServiceStatusSchema>;

/** A stored billing alert (spec §3 "Service alert"): what the /menu banner reads. */
export const ServiceAlertSchema = z.object({ service: ServiceSchema, type: z.enum(['due', 'overdue', 'suspended']) });
export type ServiceAlert = z.infer<typeof ServiceAlertSchema>;

export const SubscriptionStatusQuerySchema = z.object({ profileId: idSchema('Invalid profile id') });
export const SubscriptionStatusResponseSchema = z.object({
  subscriptionStatus: z.object({
    'digital-menu': ServiceStatusSchema.extend({
      digitalMenuCurrentStatus: z.enum(DIGITAL_MENU_STATUSES),
      itemLimit: z.number().int().nullable(),
      itemCount: z.number().int(),
    }),
    'table-reservation': ServiceStatusSchema.extend({ restaurantId: z.string().nullable() }),
    'fast-social-verification': ServiceStatusSchema,
  }),
  hasConnectedRestaurant: z.boolean(),
  serviceAlerts: z.array(ServiceAlertSchema),
});
export type SubscriptionStatusResponse = z.infer<typeof SubscriptionStatusResponseSchema>;

/** `GET fast-social-verification`: whether the link page carries the verified badge. */
export const FastSocialVerificationResponseSchema = z.object({ verified: z.boolean(), status: ServiceStatusSchema });

/** The five parameters the provider appends to the callback URL (decisions §4). */
export const PaymentCallbackQuerySchema = z.object({
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_payment_link_id: z.string().min(1).max(64),
  razorpay_payment_link_reference_id: z.string().min(1).max(40),
  razorpay_payment_link_status: z.string().min(1).max(32),
  razorpay_signature: z.string().min(1).max(128),
});
export type PaymentCallbackQuery = z.infer<typeof PaymentCallbackQuerySchema>;
export const PAYMENT_CALLBACK_PARAMS = Object.keys(PaymentCallbackQuerySchema.shape) as Array<keyof PaymentCallbackQuery>;

export const PaymentVerificationResponseSchema = z.object({
  message: z.string(),
  termId: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
});

/**
 * Callbacks per address per hour, as for the tickets' verification: a replayed callback URL is
 * answered from our record, and this caps what a flood of them costs the provider's API.
 */
export const PAYMENT_VERIFICATIONS_PER_ADDRESS_PER_HOUR = 120;

/** Server messages (decisions §6) and what the callback page shows for each (spec §8). */
export const PAYMENT_MESSAGES = {
  verified: 'Payment verified and invoice updated successfully',
  termNotFound: 'Subscription term not found',
  invalidReference: 'Invalid reference id',
  invalidSignature: 'Invalid payment signature',
  notPaid: 'The payment has not been completed',
  amountMismatch: 'The paid amount does not match this subscription term',
  missingParameters: 'Missing required payment parameters',
  termNotFoundShown: "This payment does not belong to any subscription terms. Please contact the provider's support.",
  invalidReferenceShown: 'Invalid reference ID. This is not a valid payment.',
  otherShown: 'An error occurred while verifying the payment. Please contact support.',
  /** The provider says the payment did not go through (issue 36): nothing to contact support about. */
  notPaidShown:
    'Your payment was not completed, so your plan has not changed. If money left your account, your bank returns it on its own. You can try again now.',
  refunded:
    'This payment could not be used, as the subscription term it was for was cancelled, replaced or expired. It is being refunded in full.',
  refundedShown:
    'This payment was for a subscription term that had been cancelled, replaced by another payment, or had expired, so we are refunding it in full. Your bank shows the refund in 5-7 working days. Start a new subscription from the plans.',
  planNotFound: 'Plan not found',
  planNotForService: 'This plan is not for this service',
  billingDetailsRequired: 'Add your billing details before you pay',
} as const;

export const BILLING_MESSAGES = {
  gstinStateMismatch: "This GSTIN is registered in another state: its first two digits are the state's code",
  invoiceNotCorrectable: 'Only a tax invoice can be corrected, not a credit note',
  alreadyCorrected: 'This invoice has been corrected already: correct its replacement instead',
} as const;

/**
 * The buyer on the tax invoice (decisions §7 "Trust in daily use"): asked for before the first
 * payment, since an issued invoice can only be corrected by a credit note. A GSTIN's first two
 * digits are its state code, so a GSTIN of another state than the one chosen is refused: the
 * invoice would name one place of supply and the buyer's registration another.
 */
export const BillingDetailsSchema = z
  .object({
    legalName: z.string().trim().min(2, 'Enter the name to bill').max(120, 'Name must be at most 120 characters'),
    address: z.string().trim().min(5, 'Enter the address to bill').max(300, 'Address must be at most 300 characters'),
    /** Two-digit GST state code (e.g. "29" Karnataka). */
    stateCode: z.string().refine(isGstStateCode, 'Choose a state'),
    gstin: GstinSchema.optional().or(z.literal('').transform(() => undefined)),
  })
  .superRefine((details, issues) => {
    if (details.gstin && gstinStateCode(details.gstin) !== details.stateCode) {
      issues.addIssue({ code: 'custom', path: ['gstin'], message: BILLING_MESSAGES.gstinStateMismatch });
    }
  });
export type BillingDetails = z.output<typeof BillingDetailsSchema>;

export const INVOICE_KINDS = ['invoice', 'credit-note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const InvoiceSummarySchema = z.object({
  _id: z.string(),
  number: z.string(),
  /** A tax invoice, or a credit note (CGST Rules rule 53) cancelling one. */
  kind: z.enum(INVOICE_KINDS),
  /** A credit note's: the invoice it cancels; a reissued invoice's: the one it replaces. */
  relatedInvoice: z.object({ _id: z.string(), number: z.string() }).nullable(),
  /** An invoice a credit note has cancelled (corrected): no longer the one to claim credit on. */
  isCancelled: z.boolean(),
  /** ISO instant. */
  issuedAt: z.string(),
  /** Venue-local date (IST) printed on the invoice. */
  invoiceDate: z.string(),
  service: ServiceSchema,
  planName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
  /** GET this with the bearer token and X-Profile-ID for the PDF. */
  pdfPath: z.string(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;
export const InvoicesByYearQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'Enter the year the financial year starts in, e.g. 2026' })
    .int()
    .min(2000, 'Enter the year the financial year starts in, e.g. 2026')
    .max(2100, 'Enter the year the financial year starts in, e.g. 2026'),
});
export const InvoicesByYearResponseSchema = z.object({
  /** e.g. "2026-27". */
  financialYear: z.string(),
  invoices: z.array(InvoiceSummarySchema),
});

/* Super-admin (decisions §6): every change carries a reason and lands in the audit trail. */
export const SuperAdminChangeSchema = z.object({
  reason: z.string().trim().min(5, 'Give a reason (at least 5 characters)').max(500, 'Reason must be at most 500 characters'),
});
export const SUPER_ADMIN_MESSAGES = {
  profileNotFound: 'Profile not found',
  nothingToChange: 'Nothing to change',
  untilRequired: 'Choose the last day the service stays on (a date after today)',
  untilNotAfterToday: 'The end date must be after today',
} as const;
/**
 * Enabling by hand also says until when (decisions §7): the last local day the venue has the
 * service without paying; after it the ordinary term life (due, overdue, suspended) takes over.
 */
export const SuperAdminEnableSchema = SuperAdminChangeSchema.extend({
  until: z.string({ error: SUPER_ADMIN_MESSAGES.untilRequired }).pipe(LocalDateSchema),
});
export const SuperAdminProfilesQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
/** The path of the status, enable and disable calls; an unknown profile id is a 404, not a 400. */
export const SuperAdminServiceParamsSchema = z.object({
  profileId: z.string().trim().min(1, SUPER_ADMIN_MESSAGES.profileNotFound).max(64, SUPER_ADMIN_MESSAGES.profileNotFound),
  service: SuperAdminServiceSchema,
});
export const SuperAdminPlanParamsSchema = z.object({
  planId: z.string().trim().min(1, PAYMENT_MESSAGES.planNotFound).max(64, PAYMENT_MESSAGES.planNotFound),
});
export const SuperAdminProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  userName: z.string(),
  ownerPhone: z.string(),
  services: z.record(ServiceSchema, z.enum(SUBSCRIPTION_STATES)),
});
/** At most 20 profiles, best matches first (decisions §6). */
export const SUPER_ADMIN_PROFILES_LIMIT = 20;
export const SuperAdminProfilesResponseSchema = z.object({ profiles: z.array(SuperAdminProfileSchema) });
export const SuperAdminAuditEntrySchema = z.object({
  at: z.string(),
  actorPhone: z.string().nullable(),
  action: z.string(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export const SuperAdminServiceStatusResponseSchema = z.object({
  profileId: z.string(),
  status: ServiceStatusSchema,
  audit: z.array(SuperAdminAuditEntrySchema),
});
export const UpdatePlanRequestSchema = z.object({
  name: z.string().trim().min(2).max(60).optional(),
  pricePaise: z.number().int().min(100, 'Price must be at least ₹1').max(100_000_000).optional(),
  features: z.array(z.string().trim().min(1).max(120)).max(12).optional(),
  itemLimit: z.number().int().min(1).max(100_000).nullable().optional(),
  isActive: z.boolean().optional(),
});

/** `GET/PUT billing-details`: what is stored (the answer is null until the venue saves its details). */
export const StoredBillingDetailsSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  stateCode: z.string(),
  gstin: z.string().nullable(),
});
export type StoredBillingDetails = z.infer<typeof StoredBillingDetailsSchema>;
export const BillingDetailsResponseSchema = StoredBillingDetailsSchema.nullable();
export type BillingDetailsResponse = z.infer<typeof BillingDetailsResponseSchema>;

/** `POST invoices/{id}/reissue`: the buyer as the corrected invoice names them. */
export const ReissueInvoiceRequestSchema = BillingDetailsSchema;
export const ReissueInvoiceResponseSchema = z.object({
  creditNote: z.object({ _id: z.string(), number: z.string() }),
  invoice: z.object({ _id: z.string(), number: z.string() }),
});

/** Where the provider sends the buyer back (the web's callback page, spec §2). */
export const PAYMENT_CALLBACK_PAGE_PATH = '/subscription-payment-callback';
