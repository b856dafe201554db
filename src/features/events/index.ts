/** Practice-test events: the page's screen, and the list for screens that name an event. */
export { EventsScreen } from './components/events-screen';
export { useEvents } from './api/events';
