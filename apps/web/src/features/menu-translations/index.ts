/** The menu's languages and translations (decisions §7): route pages compose these. */
export { MenuLanguagesScreen } from './components/menu-languages-screen.tsx';
