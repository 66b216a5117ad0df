import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { authHooks } from '@/lib/api-client.ts';
import { refreshTokens } from '../api/refresh-tokens.ts';
import { endSession } from '../lib/end-session.ts';

/**
 * Installs the HTTP client's auth callbacks (lib/ cannot import features): the one shared
 * refresh, and logout when that refresh fails (spec §4, §8 "Refresh failure logs the user out").
 * Mount once, near the root of the router.
 */
export function useAuthHooks() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    authHooks.refresh = refreshTokens;
    authHooks.onAuthLost = (message) => void endSession({ queryClient, navigate }, message);
    return () => {
      authHooks.refresh = null;
      authHooks.onAuthLost = null;
    };
  }, [queryClient, navigate]);
}
