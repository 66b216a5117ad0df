import { screenPass } from './support/screen-pass.ts';

/** Every dashboard screen on a 375 px touch phone (support/screen-pass.ts). */
screenPass({
  label: 'phone',
  widths: [375],
  height: 812,
  isPhone: true,
  owner: { phone: '+919000000047', code: '474747', label: 'e2e-axe-phone' },
});
