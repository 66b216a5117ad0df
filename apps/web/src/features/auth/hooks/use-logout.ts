import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from '../lib/end-session.ts';

/** The logout button's action: ends the session and lands on /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => endSession({ queryClient, navigate }), [queryClient, navigate]);
}
