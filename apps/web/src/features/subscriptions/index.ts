export { PlansScreen } from './components/plans-screen.tsx';
export { PaymentCallbackScreen } from './components/payment-callback-screen.tsx';
export { BillingSection } from './components/billing-section.tsx';
export { SuperAdminScreen } from './components/super-admin-screen.tsx';
export { useSyncServiceAlerts } from './hooks/use-sync-service-alerts.ts';
