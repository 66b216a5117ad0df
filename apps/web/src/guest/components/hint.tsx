import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { FOOD_TYPE_HINT_MS } from '../lib/texts.ts';

const HintContext = createContext<((message: string) => void) | null>(null);

export const useHint = () => useContext(HintContext);

const NO_HINT = () => undefined;

/**
 * Markup rendered apart from its page (the guest page's sections, ssr/entry-server.tsx) as it
 * is inside a HintRegion: food marks are buttons, whose taps the page handles itself.
 */
export function HintMarkupScope({ children }: { children: ReactNode }) {
  return <HintContext.Provider value={NO_HINT}>{children}</HintContext.Provider>;
}

/**
 * A short message region (spec §9: the food-type hint lasts 2000 ms, one at a time). The item
 * dialog has its own region because a modal dialog makes everything outside it inert.
 */
export function HintRegion({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = useCallback((text: string) => {
    if (timer.current) clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(null), FOOD_TYPE_HINT_MS);
  }, []);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (
    <HintContext.Provider value={show}>
      {children}
      <div className="pm-hint" role="status" aria-live="polite" data-visible={message ? 'true' : 'false'}>
        {message}
      </div>
    </HintContext.Provider>
  );
}
