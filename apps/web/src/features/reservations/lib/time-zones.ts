export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** Every zone the browser knows, the default first. */
export const TIME_ZONES: string[] = (() => {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [DEFAULT_TIME_ZONE, ...known.filter((zone) => zone !== DEFAULT_TIME_ZONE && zone !== 'Asia/Calcutta')];
})();
