export { LinksEditor } from './components/links-editor.tsx';
export { ContactDetailsForm } from './components/contact-details-form.tsx';
export { BasicDetailsForm } from './components/basic-details-form.tsx';
export { useFastSocial, type FastSocialAll } from './api/get-fast-social.ts';
export { FastSocialGate } from './components/fast-social-gate.tsx';
