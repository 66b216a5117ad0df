/** The menu feature's public surface: route pages compose these. */
export { MenuScreen } from './components/menu-screen.tsx';
export { HomeScreen } from './components/home-screen.tsx';
