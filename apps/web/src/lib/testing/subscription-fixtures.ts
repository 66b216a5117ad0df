import type { ServiceStatus, SubscriptionStatusResponse } from '@venue/shared';

/*
 * The subscription-status answer (GET /v1/subscription/subscription-status) as the server sends
 * it, for every test that fakes it: the profile switch and a new profile read it too.
 */

/** One service's standing; inactive unless `overrides` says otherwise. */
export function serviceStatus(overrides: Partial<ServiceStatus> = {}): ServiceStatus {
  return {
    service: 'digital-menu',
    status: 'inactive',
    planId: null,
    planName: null,
    interval: null,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    nextDueDate: null,
    lateFeePaise: 0,
    manual: false,
    ...overrides,
  };
}

/** The whole answer: the three services, the restaurant behind reservations, the alerts. */
export function statusResponse(
  overrides: {
    menu?: Partial<ServiceStatus>;
    table?: Partial<ServiceStatus>;
    social?: Partial<ServiceStatus>;
    restaurantId?: string | null;
    serviceAlerts?: SubscriptionStatusResponse['serviceAlerts'];
  } = {},
): SubscriptionStatusResponse {
  return {
    subscriptionStatus: {
      'digital-menu': {
        ...serviceStatus({ service: 'digital-menu', ...overrides.menu }),
        digitalMenuCurrentStatus: 'active',
        itemLimit: 150,
        itemCount: 12,
      },
      'table-reservation': {
        ...serviceStatus({ service: 'table-reservation', ...overrides.table }),
        restaurantId: overrides.restaurantId ?? null,
      },
      'fast-social-verification': serviceStatus({ service: 'fast-social-verification', ...overrides.social }),
    },
    hasConnectedRestaurant: Boolean(overrides.restaurantId),
    serviceAlerts: overrides.serviceAlerts ?? [],
  };
}
