export { WaitlistDesk } from './components/waitlist-desk.tsx';
