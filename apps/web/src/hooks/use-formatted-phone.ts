import { useEffect, useState } from 'react';

/**
 * A stored number as lib/phone.ts `formatPhoneNumber` writes it ("+91 90000 00011"), shown as
 * stored until the number library (its own chunk, 33 KB gzipped of metadata) has arrived: the
 * shell's first paint does not wait for it (issue 15, docs/decisions/0019).
 */
export function useFormattedPhone(number: string | null | undefined): string | null {
  const [formatted, setFormatted] = useState<{ number: string; text: string } | null>(null);
  useEffect(() => {
    if (!number) return;
    let live = true;
    void import('@/lib/phone.ts').then((module) => {
      if (live) setFormatted({ number, text: module.formatPhoneNumber(number) });
    });
    return () => {
      live = false;
    };
  }, [number]);
  if (!number) return null;
  return formatted?.number === number ? formatted.text : number;
}
