export { EventsScreen } from './components/events-screen.tsx';
export { EventEditPage } from './components/event-edit-page.tsx';
export { GuestsScreen } from './components/guests-screen.tsx';
