import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog.tsx';
import { paths } from '@/config/paths.ts';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { useAccess } from '@/lib/permissions.ts';
import { countOf } from '@/lib/plural.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useDeleteMenuEntity } from '../api/delete-menu-entity.ts';
import { useMenu } from '../api/get-menu.ts';
import { useUpdatePublish } from '../api/update-publish.ts';
import { GUEST_VISIBILITY_TEXTS } from '../hooks/use-guest-visibility.ts';
import { useMenuReorder } from '../hooks/use-menu-reorder.ts';
import type { MenuCategory } from '../types.ts';
import { BillingAlertBanner } from './billing-alert-banner.tsx';
import { CategoryCards } from './category-cards.tsx';
import { CategoryDialog } from './category-dialog.tsx';
import { HomeImages } from './home-images.tsx';

interface Props {
  username: string;
  profileId: string;
  /**
   * The set-up checklist the page composes in (issue 15), given the menu's last read (which
   * moves on every change) and the way to open "Add Category".
   */
  renderChecklist?: (menu: { updatedAt: number; addCategory: () => void }) => ReactNode;
}

/** /home (decisions §5): billing alert, category management and cards, home-page images. */
export function HomeScreen({ username, profileId, renderChecklist }: Props) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const canEdit = useAccess({ flag: 'digitalMenuAccess' }) === 'allowed';
  const menuQuery = useMenu(username);
  const menu = menuQuery.data;
  const [dialog, setDialog] = useState<{ category: MenuCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<MenuCategory | null>(null);
  const publish = useUpdatePublish(username);
  const remove = useDeleteMenuEntity(username);
  const reorder = useMenuReorder(username);

  const counts = useMemo(() => {
    const result = new Map<string, { subcategories: number; items: number }>();
    for (const category of menu?.categories ?? []) result.set(category.id, { subcategories: 0, items: 0 });
    for (const sub of menu?.subcategories ?? []) {
      const entry = result.get(sub.categoryId);
      if (entry) entry.subcategories += 1;
    }
    for (const item of menu?.items ?? []) {
      const entry = result.get(item.categoryId);
      if (entry) entry.items += 1;
    }
    return result;
  }, [menu]);

  async function toggleVisibility(category: MenuCategory) {
    try {
      await publish.mutateAsync({ id: category.id, type: 'Category', isVisible: !category.isVisible });
      toast(
        category.isVisible
          ? { title: 'Category hidden successfully', description: GUEST_VISIBILITY_TEXTS.hiddenNow }
          : { title: 'Category shown successfully', description: GUEST_VISIBILITY_TEXTS.shownNow },
      );
    } catch (error) {
      toastError(error instanceof Error ? error.message : 'Failed to update category visibility');
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id, type: 'Category' });
      toast({ title: 'Category deleted successfully' });
      setDeleting(null);
      setDialog(null);
    } catch (error) {
      toastError(error instanceof Error ? error.message : 'Failed to delete entity');
    }
  }

  const deletingCounts = deleting ? counts.get(deleting.id) : undefined;
  return (
    <Stack gap="lg" p={isMobile ? 'xs' : 'md'}>
      <BillingAlertBanner digitalMenuStatus={menu?.digitalMenuStatus} />
      <Group justify="space-between">
        <Title order={3}>Home</Title>
        <Button variant="default" onClick={() => navigate(paths.menu.getHref())}>
          Open menu
        </Button>
      </Group>
      {renderChecklist?.({ updatedAt: menuQuery.dataUpdatedAt, addCategory: () => setDialog({ category: null }) })}
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Categories</Title>
          <AccessGuard flag="digitalMenuAccess" mode="disable">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ category: null })}>
              Add Category
            </Button>
          </AccessGuard>
        </Group>
        {menuQuery.isPending ? (
          <Center py="lg">
            <Loader size="sm" />
          </Center>
        ) : menuQuery.isError ? (
          <Alert color="red" title="Error">
            {menuQuery.error.message}
          </Alert>
        ) : menu && menu.categories.length > 0 ? (
          <CategoryCards
            categories={menu.categories}
            counts={counts}
            canEdit={canEdit}
            isMobile={isMobile}
            onOpen={(category) => navigate(paths.menu.getHref(), { state: { categoryId: category.id } })}
            onEdit={(category) => setDialog({ category })}
            onToggleVisibility={(category) => void toggleVisibility(category)}
            onDelete={setDeleting}
            onReorder={(oldIds, newIds) => void reorder('category', oldIds, newIds)}
          />
        ) : (
          <Paper withBorder p="lg" radius="md">
            <Stack align="center" gap="sm">
              <Text ta="center" c="dimmed">
                No categories yet. Add your first category, such as Food or Drinks.
              </Text>
              <AccessGuard flag="digitalMenuAccess" mode="disable">
                <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setDialog({ category: null })}>
                  Add your first category
                </Button>
              </AccessGuard>
            </Stack>
          </Paper>
        )}
      </Stack>
      <HomeImages profileId={profileId} canEdit={canEdit} isMobile={isMobile} />
      <CategoryDialog
        opened={dialog !== null}
        category={dialog?.category ?? null}
        username={username}
        onClose={() => setDialog(null)}
        onDelete={setDeleting}
      />
      <ConfirmDeleteDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        isDeleting={remove.isPending}
        message={
          deleting
            ? `This will permanently delete the category "${deleting.name}"${
                deletingCounts && (deletingCounts.subcategories > 0 || deletingCounts.items > 0)
                  ? ` with its ${countOf(deletingCounts.subcategories, 'subcategory', 'subcategories')} and ${countOf(deletingCounts.items, 'item')}`
                  : ''
              }. This action cannot be undone.`
            : ''
        }
      />
    </Stack>
  );
}
