import '@mantine/charts/styles.css';
import { BarChart, type BarChartProps } from '@mantine/charts';

/** Counts of venues, bookings or scans, and whole rupees: the value axis never marks "0.25". */
const WHOLE_UNITS = { allowDecimals: false } as const;

/**
 * Mantine's bar chart for the dashboards' figures. To a screen reader it is one picture named
 * by `aria-label` (a label on a plain element is not read, and axe refuses it); the text beside
 * each chart gives its figures. Its value axis marks whole units only.
 */
export function FigureBarChart(props: BarChartProps & { 'aria-label': string }) {
  return <BarChart role="img" yAxisProps={WHOLE_UNITS} {...props} />;
}
