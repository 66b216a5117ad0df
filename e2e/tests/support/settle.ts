import { expect, type Page } from '@playwright/test';

/**
 * Waits for a still page instead of a fixed pause: nothing loading and no transition under way.
 * Mantine's dialogs, menus and collapses fade for up to 200 ms, and neither axe nor the width
 * checks may read them half-drawn.
 */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await stillPage(page);
}

/**
 * Gives the page another size and waits until it has laid itself out for it: the screens choose
 * their phone or compact layout from media queries and re-render when they change.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await stillPage(page);
}

async function stillPage(page: Page) {
  await expect(page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible')).toHaveCount(0);
  // Mantine starts a transition two animation frames after its state changes
  // (@mantine/core use-transition): let those frames pass, then wait for every finite
  // animation and transition to end (a loader's endless spin is not one).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let frames = 3;
        const tick = () => (--frames > 0 ? requestAnimationFrame(tick) : resolve());
        requestAnimationFrame(tick);
      }),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}
