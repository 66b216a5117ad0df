export { GuestBook } from './components/guest-book.tsx';
