/**
 * Preloaded into the server a bench starts (`--import ./bench/server-probe.ts`): on SIGUSR2 it
 * writes the event loop's delay since the last report (perf_hooks.monitorEventLoopDelay) and
 * the read caches' rebuild counters to PROBE_FILE as JSON, then starts counting afresh. The
 * counters are the app's own modules: an ES module is loaded once per process, so these are the
 * very objects the server counts with.
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { menuReadStats } from '../src/modules/menu/menu.service.ts';
import { publicPageStats } from '../src/modules/public-pages/public-pages.service.ts';

const file = process.env.PROBE_FILE;
if (file) {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let report = 0;
  process.on('SIGUSR2', () => {
    report += 1;
    const ms = (ns: number) => Math.round(ns / 1e5) / 10;
    writeFileSync(
      file,
      JSON.stringify({
        report,
        loopMaxMs: ms(loop.max),
        loopP99Ms: ms(loop.percentile(99)),
        fullReads: menuReadStats.fullReads,
        bodyBuilds: menuReadStats.bodyBuilds,
        pageRenders: publicPageStats.renders,
      }),
    );
    loop.reset();
  });
}
