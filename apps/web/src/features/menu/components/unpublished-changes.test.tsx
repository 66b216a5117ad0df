import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuResponse } from '@venue/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { CAFE, storeSession } from '@/lib/testing/session-fixtures.ts';
import { sampleMenu } from '../test/menu-fixture.ts';
import { renderWithProviders } from '../test/render.tsx';
import { UnpublishedChanges } from './unpublished-changes.tsx';

let menu: MenuResponse;

beforeEach(() => {
  menu = sampleMenu();
  storeSession({
    activeProfile: { profileId: CAFE.profileId, userName: CAFE.userName, profileType: 'business', name: CAFE.name },
  });
  mockApi({ 'GET /v2/menu/spice-route': () => ({ body: menu }) });
});
afterEach(() => vi.unstubAllGlobals());

const published = (unpublishedChanges: number) => {
  menu.menuitems.publishedAt = '2026-05-01T06:30:00.000Z';
  menu.menuitems.unpublishedChanges = unpublishedChanges;
};

describe('the unpublished-changes count in the menu header (issue 15)', () => {
  it('counts the changes guests do not see yet and opens the preview to publish them', async () => {
    published(3);
    const onReview = vi.fn();
    renderWithProviders(<UnpublishedChanges username="spice-route" onReview={onReview} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: '3 unpublished changes' }));
    expect(onReview).toHaveBeenCalledTimes(1);
  });

  it('says "1 unpublished change" in the singular', async () => {
    published(1);
    renderWithProviders(<UnpublishedChanges username="spice-route" onReview={() => {}} />);
    expect(await screen.findByRole('button', { name: '1 unpublished change' })).toBeInTheDocument();
  });

  it('says everything is published when the draft is what guests see', async () => {
    published(0);
    renderWithProviders(<UnpublishedChanges username="spice-route" onReview={() => {}} />);
    expect(await screen.findByRole('status')).toHaveTextContent('All changes published');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says on focus which changes are instant and which wait for Publish Changes (issue 35)', async () => {
    published(0);
    renderWithProviders(<UnpublishedChanges username="spice-route" onReview={() => {}} />);
    const badge = await screen.findByRole('status');
    await userEvent.setup().tab();
    expect(badge).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Hide, show, sold out and delete reach guests at once.');
    expect(tip).toHaveTextContent(
      'Changes to names, prices, descriptions, photos, varieties and order wait for Publish Changes.',
    );
  });

  it('says a menu never published goes live as it is saved', async () => {
    renderWithProviders(<UnpublishedChanges username="spice-route" onReview={() => {}} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Live as you save');
  });
});
