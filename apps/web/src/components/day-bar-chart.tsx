/**
 * Counts per day as a row of tiny bars (no chart library: a handful of rects), for scans and
 * link clicks; larger charts use @mantine/charts. Screen readers get the total and the busiest
 * day (`noun` names what is counted: ['scan', 'scans']) instead of bar-by-bar noise.
 */
export function DayBarChart({
  days,
  counts,
  noun,
  height = 56,
}: {
  days: string[];
  counts: number[];
  noun: readonly [singular: string, plural: string];
  height?: number;
}) {
  const peak = Math.max(1, ...counts);
  const total = counts.reduce((sum, value) => sum + value, 0);
  const busiest = counts.indexOf(Math.max(...counts));
  const label =
    total === 0
      ? `No ${noun[1]} in the last ${days.length} days`
      : `${total} ${total === 1 ? noun[0] : noun[1]} in the last ${days.length} days; busiest day ${days[busiest]} with ${counts[busiest]}`;
  const barWidth = 100 / Math.max(1, counts.length);
  return (
    <svg viewBox={`0 0 100 ${height}`} preserveAspectRatio="none" width="100%" height={height} role="img" aria-label={label}>
      <line
        x1="0"
        y1={height - 0.5}
        x2="100"
        y2={height - 0.5}
        stroke="var(--mantine-color-gray-4)"
        strokeWidth="1"
        vectorEffect="non-scaling-stroke"
      />
      {counts.map((value, index) => {
        const barHeight = value === 0 ? 0 : Math.max(2, (value / peak) * (height - 4));
        return (
          <rect
            key={days[index]}
            x={index * barWidth + barWidth * 0.15}
            y={height - barHeight}
            width={barWidth * 0.7}
            height={barHeight}
            fill="var(--mantine-color-teal-6)"
          >
            <title>{`${days[index]}: ${value}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
