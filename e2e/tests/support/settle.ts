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
 * Presses a drag handle with the mouse and holds it until dnd-kit has started the drag (spec §9:
 * a 100 ms hold, 5 px of tolerance), returning where the handle was. The page settles first: a
 * section that loads above the handle (the home page's set-up checklist) moved it between
 * measuring and pressing, and the press then selected text instead of starting a drag
 * (menu-home, one run in ten). The hold ends when the handle says it is pressed (dnd-kit's
 * `aria-pressed`), not after a fixed pause: on a busy machine the browser handled the first moves
 * before the hold's timer, and a move past the tolerance cancelled the drag (menu-subcategories,
 * in a full run on CI's two cores).
 */
export async function pressHandle(page: Page, handle: Locator) {
  await settled(page);
  await handle.scrollIntoViewIfNeeded();
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  return box;
}
