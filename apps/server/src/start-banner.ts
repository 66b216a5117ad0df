/**
 * What `npm start` prints once the server listens: where it runs and how to log in, in words
 * a venue owner trying the demo can follow.
 */
export interface StartBannerInput {
  url: string;
  database: string;
  /** Test numbers (E.164 digits) and their fixed codes, from SMS_TEST_OTP. */
  testLogins: ReadonlyMap<string, string>;
  smsProvider: string;
  /** Set when the demo venue was seeded. */
  demo: { venueName: string; userName: string; ownerPhone: string } | null;
}

/** `919000000001` → `+91 90000 00001`; other numbers as `+<digits>`. */
export function formatPhone(digits: string): string {
  const indian = /^91(\d{5})(\d{5})$/.exec(digits);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : `+${digits}`;
}

export function startBanner(input: StartBannerInput): string {
  const lines = ['', `Venue dashboard is running at ${input.url}`, `  database: ${input.database}`];
  if (input.demo) {
    lines.push(`  demo venue: ${input.demo.venueName} (public menu at ${input.url}/v/${input.demo.userName})`);
  }
  const logins = [...input.testLogins];
  const demoCode = input.demo ? input.testLogins.get(input.demo.ownerPhone) : undefined;
  lines.push('');
  if (input.demo && demoCode) {
    lines.push(`Log in with phone ${formatPhone(input.demo.ownerPhone)} and code ${demoCode} (the demo venue's owner).`);
  }
  const others = logins.filter(([phone]) => phone !== input.demo?.ownerPhone || !demoCode);
  if (others.length > 0) {
    lines.push(input.demo && demoCode ? 'Other test numbers:' : 'Log in with a test number:');
    for (const [phone, code] of others) lines.push(`  phone ${formatPhone(phone)}, code ${code}`);
  }
  if (logins.length === 0) {
    lines.push(
      input.smsProvider === 'log'
        ? `Log in with any phone number; its one-time code is printed in this log (SMS_PROVIDER=log).`
        : 'Log in with any phone number; the one-time code is sent by SMS.',
    );
  } else if (input.smsProvider === 'log') {
    lines.push('Any other number gets its one-time code printed in this log.');
  }
  lines.push('');
  return lines.join('\n') + '\n';
}
