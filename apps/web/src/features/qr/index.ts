export { QrManagerScreen } from './components/qr-manager-screen.tsx';
export { QrCreateForm } from './components/qr-create-form.tsx';
export { QrDetailsScreen } from './components/qr-details-screen.tsx';
export { LinkPageQr } from './components/link-page-qr.tsx';
