import { screenPass } from './support/screen-pass.ts';

/** Every dashboard screen at 1366, 1280, 1024 and 820 px (support/screen-pass.ts); the phone's pass is its own file. */
screenPass({
  label: 'desktop',
  // axe reads the first width; the 1280 px laptop has no screenshot (four widths are looked at).
  widths: [1366, 1280, 1024, 820],
  height: 900,
  isPhone: false,
  owner: { phone: '+919000000041', code: '414141', label: 'e2e-axe' },
});
