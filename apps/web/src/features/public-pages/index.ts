export { MenuPreview, PREVIEW_DEVICES, type MenuPreviewProps, type PreviewDevice } from './components/menu-preview.tsx';
export { DigitalMenuSettings } from './components/digital-menu-settings.tsx';
export { LinkPagePreview } from './components/link-page-preview.tsx';
