/** Query keys of the profiles feature, one factory (style.md). */
export const profileKeys = {
  all: ['profiles'] as const,
  social: () => [...profileKeys.all, 'social'] as const,
  business: () => [...profileKeys.all, 'business'] as const,
  userProfile: () => [...profileKeys.all, 'user-profile'] as const,
  userNameAvailability: (userName: string) => [...profileKeys.all, 'username-availability', userName] as const,
  categorySearch: (name: string) => [...profileKeys.all, 'category-search', name] as const,
};
