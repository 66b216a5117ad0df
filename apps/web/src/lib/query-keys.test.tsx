import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryKeysFactory } from './query-keys.ts';
import { sessionStore, useActiveProfileId } from './session.ts';
import { CAFE, PERSONAL, storeSession } from './testing/session-fixtures.ts';
import { createQueryWrapper } from './testing/query-wrapper.tsx';
import { toActiveProfile } from './active-profile.ts';

const dishes = queryKeysFactory('dishes');

describe('queryKeysFactory', () => {
  it('puts the feature and the profile id at the head of every key', () => {
    expect(dishes.all('p1')).toEqual(['dishes', 'p1']);
    expect(dishes.lists('p1')).toEqual(['dishes', 'p1', 'list']);
    expect(dishes.list('p1', { page: 2 })).toEqual(['dishes', 'p1', 'list', { query: { page: 2 } }]);
    expect(dishes.detail('p1', 'd9')).toEqual(['dishes', 'p1', 'detail', 'd9']);
    expect(dishes.scoped('p1', 'stats', 30)).toEqual(['dishes', 'p1', 'stats', 30]);
    // Without an active profile the key still says so, never borrowing another's slot.
    expect(dishes.all(null)).toEqual(['dishes', 'no-profile']);
  });

  it('gives two profiles different keys for the same thing', () => {
    expect(dishes.detail('p1', 'd9')).not.toEqual(dishes.detail('p2', 'd9'));
  });
});

describe('the query cache and the active profile', () => {
  beforeEach(() => storeSession({ activeProfile: toActiveProfile(CAFE), profiles: [CAFE, PERSONAL] }));

  function useDishes() {
    const profileId = useActiveProfileId();
    return useQuery({ queryKey: dishes.lists(profileId), queryFn: async () => [`dishes of ${profileId}`] });
  }

  it('is emptied when the active profile is switched, and the screen reads the new profile', async () => {
    const { queryClient, wrapper } = createQueryWrapper();
    queryClient.setQueryData(['dishes', CAFE.profileId, 'unrelated'], 'kept until the switch');
    const { result } = renderHook(() => useDishes(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([`dishes of ${CAFE.profileId}`]));

    act(() => sessionStore.update({ activeProfile: toActiveProfile(PERSONAL) }));

    expect(queryClient.getQueryCache().findAll({ queryKey: dishes.all(CAFE.profileId) })).toHaveLength(0);
    await waitFor(() => expect(result.current.data).toEqual([`dishes of ${PERSONAL.profileId}`]));
  });

  it('is left alone by session writes that keep the profile', async () => {
    const { queryClient, wrapper } = createQueryWrapper();
    renderHook(() => useDishes(), { wrapper });
    await waitFor(() => expect(queryClient.getQueryData(dishes.lists(CAFE.profileId))).toBeDefined());

    act(() => sessionStore.update({ businessProfiles: [CAFE] }));

    expect(queryClient.getQueryData(dishes.lists(CAFE.profileId))).toEqual([`dishes of ${CAFE.profileId}`]);
  });
});
