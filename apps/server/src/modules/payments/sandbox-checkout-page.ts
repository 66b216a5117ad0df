import { formatPaise } from '@venue/shared';
import { escapeHtml } from '../../lib/html.ts';
import { sandboxCheckoutPath } from './sandbox-provider.ts';

export interface CheckoutPageLink {
  id: string;
  description: string;
  amountPaise: number;
  status: string;
  callbackUrl: string;
}

/**
 * The page's own Content-Security-Policy: no script at all, inline styles, and forms that may
 * post here and follow the redirect to the callback's origin (browsers apply form-action to
 * the redirect too, and in development the dashboard runs on another port).
 */
export function checkoutPageCsp(callbackUrl: string): string {
  const callbackOrigin = new URL(callbackUrl).origin;
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${callbackOrigin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A small server-rendered checkout: merchant, what is paid for, the amount, and Pay / Fail. */
export function renderCheckoutPage(link: CheckoutPageLink): string {
  const path = sandboxCheckoutPath(link.id);
  const isOpen = link.status === 'created' || link.status === 'paid';
  const buttons = isOpen
    ? `<form method="post" action="${escapeHtml(`${path}/pay`)}"><button class="pay" type="submit">Pay</button></form>
       <form method="post" action="${escapeHtml(`${path}/fail`)}"><button class="fail" type="submit">Fail</button></form>`
    : `<p class="note">This payment link is ${escapeHtml(link.status)}.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox checkout</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f5f7; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 12px; padding: 28px; width: min(360px, 90vw); box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 18px; margin: 0 0 4px; }
  .sub { color: #667085; font-size: 13px; margin: 0 0 20px; }
  .what { margin: 0 0 8px; }
  .amount { font-size: 28px; font-weight: 700; margin: 0 0 24px; }
  form { display: inline; }
  button { font-size: 16px; padding: 10px 20px; border-radius: 8px; border: 0; cursor: pointer; margin-right: 8px; }
  .pay { background: #2563eb; color: #fff; }
  .fail { background: #e4e7ec; color: #101828; }
  .note { color: #b42318; }
</style>
</head>
<body>
<main>
  <h1>Sandbox checkout</h1>
  <p class="sub">No money moves: this test checkout stands in for Razorpay.</p>
  <p class="what">${escapeHtml(link.description)}</p>
  <p class="amount">${escapeHtml(formatPaise(link.amountPaise))}</p>
  ${buttons}
</main>
</body>
</html>`;
}
