import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Presses a drag handle with the mouse and holds it past dnd-kit's 100 ms activation delay (spec
 * §9), returning where the handle was. The page settles first: a section that loads above the
 * handle (the home page's set-up checklist) moved it between measuring and pressing, and the press
 * then selected text instead of starting a drag (menu-home, one run in ten).
 */
export async function pressHandle(page: Page, handle: Locator) {
  await settled(page);
  await handle.scrollIntoViewIfNeeded();
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(200);
  return box;
}
