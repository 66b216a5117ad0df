import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { resizeTo } from './settle.ts';

/** Serious and critical violations on the page (or inside `include`), one line each (issue 15). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Only violations are read: axe then skips gathering every passing node's details, a good
  // part of its time on a full screen.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * `seriousViolations` at the page's width and again at a phone's (375 px), each line saying
 * which; the page is left at its width. For journeys that check a screen with their own data.
 */
export async function seriousViolationsAtBothWidths(page: Page): Promise<string[]> {
  const own = page.viewportSize() ?? { width: 1366, height: 900 };
  const found: string[] = [];
  for (const size of [own, { width: 375, height: 812 }]) {
    await resizeTo(page, size);
    found.push(...(await seriousViolations(page)).map((line) => `${size.width} px: ${line}`));
  }
  await resizeTo(page, own);
  return found;
}
