export { WalletScreen } from './components/wallet-screen.tsx';
export { BankDetailsScreen } from './components/bank-details-screen.tsx';
