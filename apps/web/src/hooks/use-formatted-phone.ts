import { useEffect, useState } from 'react';

/** An Indian mobile number (+91, then ten digits from 6 to 9), the numbers the dashboard mostly meets. */
const INDIAN_MOBILE = /^\+?91([6-9]\d{4})(\d{5})$/;

/** "+91 90000 00011", as the number library writes an Indian mobile, or null for any other number. */
function formatIndianMobile(number: string): string | null {
  const match = INDIAN_MOBILE.exec(number);
  return match ? `+91 ${match[1]} ${match[2]}` : null;
}

/**
 * A stored number as lib/phone.ts `formatPhoneNumber` writes it ("+91 90000 00011"). An Indian
 * mobile is written at once; any other is shown as stored until the number library (its own
 * chunk, 33 KB gzipped of metadata) has arrived, so the shell's first load neither waits for
 * nor, mostly, fetches it (issue 15, docs/decisions/0019).
 */
export function useFormattedPhone(number: string | null | undefined): string | null {
  const [formatted, setFormatted] = useState<{ number: string; text: string } | null>(null);
  const indian = number ? formatIndianMobile(number) : null;
  useEffect(() => {
    if (!number || indian) return;
    let live = true;
    void import('@/lib/phone.ts').then((module) => {
      if (live) setFormatted({ number, text: module.formatPhoneNumber(number) });
    });
    return () => {
      live = false;
    };
  }, [number, indian]);
  if (!number) return null;
  if (indian) return indian;
  return formatted?.number === number ? formatted.text : number;
}
