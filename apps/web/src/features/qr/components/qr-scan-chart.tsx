import { DayBarChart } from '@/components/day-bar-chart.tsx';

const SCANS = ['scan', 'scans'] as const;

/** Scans per day of one code (components/day-bar-chart.tsx). */
export function QrScanChart({ days, counts, height = 56 }: { days: string[]; counts: number[]; height?: number }) {
  return <DayBarChart days={days} counts={counts} noun={SCANS} height={height} />;
}
