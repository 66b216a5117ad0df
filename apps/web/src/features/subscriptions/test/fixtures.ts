import type { Plan } from '@venue/shared';

export { serviceStatus, statusResponse } from '@/lib/testing/subscription-fixtures.ts';

const plan = (overrides: Partial<Plan> & Pick<Plan, '_id' | 'service' | 'name' | 'interval' | 'pricePaise'>): Plan => {
  const gstPaise = Math.round(overrides.pricePaise * 0.18);
  return { gstPaise, totalPaise: overrides.pricePaise + gstPaise, features: [], itemLimit: null, isActive: true, ...overrides };
};

/** The seeded plans' shape (migration 0007): digital menu Starter / Pro, monthly and yearly, and one of each other service. */
export const PLANS: Plan[] = [
  plan({
    _id: '5e1ec7000000000000000001',
    service: 'digital-menu',
    name: 'Starter',
    interval: 'monthly',
    pricePaise: 49_900,
    itemLimit: 150,
    features: ['QR menu', 'Up to 150 items'],
  }),
  plan({
    _id: '5e1ec7000000000000000002',
    service: 'digital-menu',
    name: 'Starter',
    interval: 'yearly',
    pricePaise: 4_99_000,
    itemLimit: 150,
    features: ['QR menu', 'Two months free'],
  }),
  plan({ _id: '5e1ec7000000000000000003', service: 'digital-menu', name: 'Pro', interval: 'monthly', pricePaise: 99_900 }),
  plan({ _id: '5e1ec7000000000000000004', service: 'digital-menu', name: 'Pro', interval: 'yearly', pricePaise: 12_34_500 }),
  plan({
    _id: '5e1ec7000000000000000005',
    service: 'table-reservation',
    name: 'Reservations',
    interval: 'monthly',
    pricePaise: 79_900,
  }),
  plan({
    _id: '5e1ec7000000000000000007',
    service: 'fast-social-verification',
    name: 'Verified',
    interval: 'monthly',
    pricePaise: 19_900,
  }),
];

/** The user-permissions answer for `role` (owners hold every flag). */
export function permissionsBody(role: 'owner' | 'manager' | 'staff') {
  const value = role !== 'staff';
  return {
    role,
    permissions: {
      digitalMenuAccess: { value },
      tableReserveAccess: { value },
      socialProfileAccess: { value },
    },
  };
}
