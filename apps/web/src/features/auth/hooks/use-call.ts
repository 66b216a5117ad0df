import { useCallback, useState } from 'react';

export interface CallHandlers<Output> {
  onSuccess?: (output: Output) => void;
  onError?: (error: unknown) => void;
}

/**
 * What the login form needs of a mutation (pending state, `mutate` with handlers) without the
 * query cache: the login page loads without TanStack Query (issue 15, docs/decisions/0019).
 */
export function useCall<Input, Output>(call: (input: Input) => Promise<Output>) {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback(
    (input: Input, handlers: CallHandlers<Output> = {}) => {
      setPending(true);
      call(input).then(
        (output) => {
          setPending(false);
          handlers.onSuccess?.(output);
        },
        (error: unknown) => {
          setPending(false);
          handlers.onError?.(error);
        },
      );
    },
    [call],
  );
  return { isPending, mutate };
}
