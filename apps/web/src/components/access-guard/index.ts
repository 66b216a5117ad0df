export { AccessGuard, AccessRestricted, ACCESS_RESTRICTED_TITLE, NO_ACCESS_MESSAGE, NO_EDIT_MESSAGE } from './access-guard.tsx';
export type { AccessGuardMode, AccessGuardProps } from './access-guard.tsx';
