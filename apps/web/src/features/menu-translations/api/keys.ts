import { queryKeysFactory, type ProfileKey } from '@/lib/query-keys.ts';

const keys = queryKeysFactory('menu-translations');

/** Query keys of the menu's languages and translations (lib/query-keys.ts). */
export const menuTranslationKeys = {
  ...keys,
  languages: (profileId: ProfileKey) => keys.scoped(profileId, 'languages'),
  translations: (profileId: ProfileKey, lang: string) => keys.scoped(profileId, 'translations', lang),
};
