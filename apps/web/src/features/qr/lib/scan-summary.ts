/** "No scans yet", "1 scan · last 5 min ago", "1,204 scans · last 2 days ago" (Indian grouping). */
export function scanSummary(count: number, lastScannedAt: string | null, now: number = Date.now()): string {
  if (count === 0) return 'No scans yet';
  const total = `${count.toLocaleString('en-IN')} ${count === 1 ? 'scan' : 'scans'}`;
  if (!lastScannedAt) return total;
  return `${total} · last ${timeAgo(new Date(lastScannedAt).getTime(), now)}`;
}

function timeAgo(then: number, now: number): string {
  const minutes = Math.max(0, Math.round((now - then) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}
