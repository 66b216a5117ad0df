import {
  ActionIcon,
  Affix,
  Alert,
  Box,
  Button,
  Center,
  Collapse,
  Group,
  Indicator,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconArrowLeft,
  IconEye,
  IconLanguage,
  IconPalette,
  IconPlus,
  IconQrcode,
  IconSearch,
  IconX,
} from '@tabler/icons-react';
import { DIGITAL_MENU_RESTRICTED_STATUSES } from '@venue/shared';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { DeferredSelect } from '@/components/deferred-select.tsx';
import { ScreenActions, type ScreenAction } from '@/components/screen-actions.tsx';
import { paths } from '@/config/paths.ts';
import { useIsCompact, useIsMobile } from '@/hooks/use-is-mobile.ts';
import { useAccess } from '@/lib/permissions.ts';
import { useMenu } from '../api/get-menu.ts';
import { useItemActions } from '../hooks/use-item-actions.ts';
import { initialMenuScreenState, menuScreenReducer } from '../hooks/menu-screen-state.ts';
import { prepareItemSearch, useItemSearch } from '../hooks/use-item-search.ts';
import type { FoodTypeFilter, ItemSort, MenuItem, MenuSubcategory } from '../types.ts';
import { FOOD_TYPE_FILTERS, ITEM_SORTS, filterAndSortItems } from '../utils/sort-filter.ts';
import type { AddItemDialogHandle } from './add-item-dialog.tsx';
import { BillingAlertBanner } from './billing-alert-banner.tsx';
import { CategorySelect } from './category-select.tsx';
import { ItemSearchResults } from './item-search-results.tsx';
import { ItemSections } from './item-sections.tsx';
import { preloadItemForm } from './lazy-item-form.tsx';
import { SubcategorySidebar } from './subcategory-sidebar.tsx';
import { UnpublishedChanges } from './unpublished-changes.tsx';

// The item dialogs (Modal, focus trap, the add and edit calls) are a chunk too, mounted a moment
// after the menu shows, or at once when one is asked for earlier (issue 15: /menu's first load).
const AddItemDialog = lazy(() => import('./add-item-dialog.tsx').then((module) => ({ default: module.AddItemDialog })));
const EditItemDialog = lazy(() => import('./edit-item-dialog.tsx').then((module) => ({ default: module.EditItemDialog })));
const ConfirmDeleteDialog = lazy(() =>
  import('@/components/confirm-delete-dialog.tsx').then((module) => ({ default: module.ConfirmDeleteDialog })),
);

// The subcategory forms (picture picker, cropper, dropzone) are their own chunk, fetched when
// one opens (issue 15 "Speed": /menu's first load).
const AddSubcategoryDialog = lazy(() =>
  import('./add-subcategory-dialog.tsx').then((module) => ({ default: module.AddSubcategoryDialog })),
);
const EditSubcategoryDialog = lazy(() =>
  import('./edit-subcategory-dialog.tsx').then((module) => ({ default: module.EditSubcategoryDialog })),
);
// So is the manage dialog's carousel (Embla), mounted on its first opening and kept for its closing animation.
const ManageSubcategoriesDialog = lazy(() =>
  import('./manage-subcategories-dialog.tsx').then((module) => ({ default: module.ManageSubcategoriesDialog })),
);

interface Props {
  username: string;
  /** A category chosen elsewhere (home's category cards pass it in navigation state). */
  initialCategoryId: string | null;
  /** Shows the "Preview" button when the public preview is available. */
  onPreview?: () => void;
  /** More header controls composed by the page (e.g. spreadsheet import and download). */
  actions?: ScreenAction[];
}

// One empty list for a menu not read yet: a new array each render would rebuild the search.
const NO_ITEMS: MenuItem[] = [];

/** Spec §9: an item moves after a 2-second hold on a phone; said once above the list. */
const ITEM_HOLD_HINT = 'To move a dish, hold it for 2 seconds, then drag it.';

/** Spec §2 "Menu management screen". */
export function MenuScreen({ username, initialCategoryId, onPreview, actions: pageActions = [] }: Props) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  // Between 769 and 1,199 px the screen beside the sidebar is a phone's width or a little more:
  // the header's secondary actions fold and the subcategories go above the dishes (issue 35).
  const isCompact = useIsCompact();
  const canEdit = useAccess({ flag: 'digitalMenuAccess' }) === 'allowed';
  const menuQuery = useMenu(username);
  const menu = menuQuery.data;
  const [state, dispatch] = useReducer(menuScreenReducer, initialMenuScreenState);
  const actions = useItemActions(username);
  // The sheet keeps its own open state: opening it leaves the screen and its lists as they are.
  const addItemDialog = useRef<AddItemDialogHandle>(null);
  // 'opening': Add Item was pressed before the dialogs were mounted; it opens as it mounts.
  const [itemDialogs, setItemDialogs] = useState<'later' | 'mounted' | 'opening'>('later');
  const mountItemDialogs = useCallback(() => {
    preloadItemForm();
    setItemDialogs((now) => (now === 'later' ? 'mounted' : now));
  }, []);
  const openAddItem = () => {
    if (addItemDialog.current) addItemDialog.current.open();
    else setItemDialogs('opening');
  };
  const [addSubcategoryOpen, setAddSubcategoryOpen] = useState(false);
  const [subcategoryFor, setSubcategoryFor] = useState<{ categoryId: string; onCreated: (id: string) => void } | null>(null);
  const [manageOpen, setManageOpen] = useState(false);
  const [manageMounted, setManageMounted] = useState(false);
  const [editingItemId, setEditingItemId] = useState<string | null>(null);
  const [editingSubcategoryId, setEditingSubcategoryId] = useState<string | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const categoryIds = useMemo(() => menu?.categories.map((c) => c.id) ?? [], [menu]);
  useEffect(() => {
    if (menu) dispatch({ type: 'menuLoaded', categoryIds, preferredCategoryId: initialCategoryId });
  }, [menu, categoryIds, initialCategoryId]);

  // The item dialogs and the item form (lazy-item-form.tsx) are chunks: fetched a moment after the
  // menu shows, so Add Item opens with its form at once.
  const hasMenu = menu !== undefined;
  useEffect(() => {
    if (!hasMenu || !canEdit) return;
    const timer = window.setTimeout(mountItemDialogs, 1000);
    return () => window.clearTimeout(timer);
  }, [hasMenu, canEdit, mountItemDialogs]);

  const category = menu?.categories.find((c) => c.id === state.categoryId);
  const subcategories = useMemo(
    () => menu?.subcategories.filter((s) => s.categoryId === state.categoryId) ?? [],
    [menu, state.categoryId],
  );
  const itemCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const item of menu?.items ?? []) counts.set(item.subcategoryId, (counts.get(item.subcategoryId) ?? 0) + 1);
    return counts;
  }, [menu]);

  // Search covers the whole menu: a result may live in another category (spec §2 jump).
  const deferredQuery = useDeferredValue(state.search);
  const results = useItemSearch(menu?.items ?? NO_ITEMS, deferredQuery);
  const placeOf = useCallback(
    (item: MenuItem) => {
      const sub = menu?.subcategories.find((s) => s.id === item.subcategoryId);
      const cat = menu?.categories.find((c) => c.id === item.categoryId);
      return [cat?.name, sub?.name].filter(Boolean).join(' › ');
    },
    [menu],
  );
  const jump = useCallback((item: MenuItem) => dispatch({ type: 'jumpToItem', item }), []);

  const sections = useMemo(() => {
    if (!menu) return [];
    const shown = state.subcategoryId ? subcategories.filter((s) => s.id === state.subcategoryId) : subcategories;
    return shown
      .map((subcategory) => ({
        subcategory,
        items: filterAndSortItems(
          menu.items.filter((item) => item.subcategoryId === subcategory.id),
          state.filter,
          state.sort,
        ),
      }))
      .filter((section) => state.subcategoryId !== null || section.items.length > 0);
  }, [menu, subcategories, state.subcategoryId, state.filter, state.sort]);
  const sortable = state.filter === 'all' && state.sort === 'api-order';
  // Typing clears the subcategory, which re-groups the (hidden) list: while searching that waits
  // behind the results. Otherwise the list is the current one: a deferred first render would be
  // a transition that every arriving query result restarts (issue 15: first card painted late).
  const searching = state.search.trim() !== '';
  const deferredSections = useDeferredValue(sections);
  const single = state.subcategoryId !== null;
  const deferredSingle = useDeferredValue(single);

  const onEdit = useCallback((item: MenuItem) => setEditingItemId(item.id), []);
  const { toggleVisibility, askDelete, reorder } = actions;
  const onToggle = useCallback((item: MenuItem) => void toggleVisibility(item), [toggleVisibility]);
  const onReorderItems = useCallback((oldIds: string[], newIds: string[]) => void reorder('item', oldIds, newIds), [reorder]);
  const onReorderSubcategories = useCallback(
    (oldIds: string[], newIds: string[]) => void reorder('subcategory', oldIds, newIds),
    [reorder],
  );

  // Stable, so a search keystroke (which renders the screen) leaves the sidebar and the selects as they are.
  const onSelectSubcategory = useCallback((id: string) => dispatch({ type: 'toggleSubcategory', subcategoryId: id }), []);
  const onEditSubcategory = useCallback((subcategory: MenuSubcategory) => setEditingSubcategoryId(subcategory.id), []);
  const onManageSubcategories = useCallback(() => {
    setManageMounted(true);
    setManageOpen(true);
  }, []);
  const onSelectCategory = useCallback((id: string) => dispatch({ type: 'selectCategory', categoryId: id }), []);
  const onFilter = useCallback(
    (value: string | null) => dispatch({ type: 'filter', filter: (value ?? 'all') as FoodTypeFilter }),
    [],
  );
  const onSort = useCallback((value: string | null) => dispatch({ type: 'sort', sort: (value ?? 'api-order') as ItemSort }), []);

  if (menuQuery.isPending) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader />
          <Text size="sm">Loading menu data...</Text>
        </Stack>
      </Center>
    );
  }
  if (menuQuery.isError || !menu) {
    return (
      <Alert color="red" title="Error" m="md">
        {menuQuery.error?.message ?? 'Failed to load the menu'}
        <Button size="xs" variant="light" ml="md" onClick={() => void menuQuery.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const editingItem = menu.items.find((item) => item.id === editingItemId) ?? null;
  const editingSubcategory = menu.subcategories.find((s) => s.id === editingSubcategoryId) ?? null;
  const restricted = (DIGITAL_MENU_RESTRICTED_STATUSES as readonly string[]).includes(menu.digitalMenuStatus);
  const filtering = state.filter !== 'all' || state.sort !== 'api-order';

  const headerActions: ScreenAction[] = [
    ...(onPreview ? [{ label: 'Preview', icon: IconEye, onClick: onPreview }] : []),
    ...pageActions,
  ];
  // The phone's tab bar keeps spec §2's four entries: the menu's own places are one tap away here.
  const shortcuts: ScreenAction[] = [
    { label: 'QR codes', icon: IconQrcode, onClick: () => navigate(paths.qrManager.getHref()) },
    { label: 'Menu settings', icon: IconPalette, onClick: () => navigate(paths.digitalMenuSettings.getHref()) },
    { label: 'Languages', icon: IconLanguage, onClick: () => navigate(paths.menuLanguages.getHref()) },
  ];
  const addItemButton = (
    <AccessGuard flag="digitalMenuAccess" mode="disable">
      <Button
        leftSection={<IconPlus size={isMobile ? 20 : 16} />}
        onClick={openAddItem}
        onPointerEnter={mountItemDialogs}
        onFocus={mountItemDialogs}
        disabled={menu.categories.length === 0}
        size={isMobile ? 'md' : 'sm'}
        radius={isMobile ? 'xl' : undefined}
        style={isMobile ? { boxShadow: 'var(--mantine-shadow-lg)' } : undefined}
      >
        Add Item
      </Button>
    </AccessGuard>
  );
  const searchBox = (
    <TextInput
      aria-label="Search items"
      placeholder="Search items in this subcategory..."
      leftSection={<IconSearch size={16} />}
      rightSection={
        state.search ? (
          <ActionIcon variant="subtle" size="sm" aria-label="Clear search" onClick={() => dispatch({ type: 'search', text: '' })}>
            <IconX size={14} />
          </ActionIcon>
        ) : null
      }
      value={state.search}
      onFocus={() => prepareItemSearch(menu?.items ?? NO_ITEMS)}
      onChange={(event) => dispatch({ type: 'search', text: event.currentTarget.value })}
      style={{ flex: 1, minWidth: 0 }}
    />
  );
  const filterControls = (
    <>
      <DeferredSelect
        aria-label="Food type"
        data={FOOD_TYPE_FILTERS}
        value={state.filter}
        onChange={onFilter}
        allowDeselect={false}
        w={isMobile ? undefined : 130}
      />
      <DeferredSelect
        aria-label="Sort items"
        data={ITEM_SORTS}
        value={state.sort}
        onChange={onSort}
        allowDeselect={false}
        w={isMobile ? undefined : 170}
      />
    </>
  );
  const subcategoryNav = (
    <SubcategorySidebar
      subcategories={subcategories}
      counts={itemCounts}
      selectedId={state.subcategoryId}
      onSelect={onSelectSubcategory}
      onEdit={onEditSubcategory}
      onManage={onManageSubcategories}
      onReorder={onReorderSubcategories}
      canEdit={canEdit}
      isMobile={isMobile}
      strip={isCompact}
    />
  );
  const itemList = (
    <Box style={{ flex: 1, minWidth: 0 }}>
      {searching && results && <ItemSearchResults query={deferredQuery} results={results} placeOf={placeOf} onChoose={jump} />}
      {/* Kept mounted (hidden) during a search so each keystroke only renders the results. */}
      <Box display={searching ? 'none' : undefined}>
        {isMobile && sortable && canEdit && (
          <Text size="xs" c="dimmed" mb="xs">
            {ITEM_HOLD_HINT}
          </Text>
        )}
        <ItemSections
          sections={searching ? deferredSections : sections}
          single={searching ? deferredSingle : single}
          sortable={sortable}
          canEdit={canEdit}
          isMobile={isMobile}
          highlightedId={state.highlightedItemId}
          onReorder={onReorderItems}
          onEdit={onEdit}
          onToggleVisibility={onToggle}
          onDelete={askDelete}
        />
      </Box>
    </Box>
  );

  return (
    <Stack gap="md" p={isMobile ? 'xs' : 'md'} pb={isMobile ? 80 : undefined}>
      {/* A suspended menu is said by the billing banner, with Pay Now (issue 36). */}
      <BillingAlertBanner digitalMenuStatus={menu.digitalMenuStatus} />
      {restricted && menu.digitalMenuStatus !== 'suspended' && (
        <Alert color="red" title="Digital menu restricted">
          Your digital menu is over its plan limit. Upgrade your plan to keep every item visible.
        </Alert>
      )}
      <Group justify="space-between" wrap={isMobile ? 'nowrap' : 'wrap'} gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="subtle" size="lg" aria-label="Back to home" onClick={() => navigate(paths.home.getHref())}>
            <IconArrowLeft size={20} />
          </ActionIcon>
          <Title order={isMobile ? 4 : 3}>Menu</Title>
        </Group>
        {/* A phone keeps one primary action (the floating Add Item) and folds the rest (issue 15). */}
        <Group gap="xs" wrap="nowrap">
          {!isMobile && <UnpublishedChanges username={username} onReview={onPreview} />}
          <ScreenActions actions={headerActions} collapsed={isCompact} menuOnly={isMobile ? shortcuts : []} />
          {!isMobile && addItemButton}
        </Group>
      </Group>
      {/* On a phone the publishing state has its own line: beside the title it was cut short. */}
      {isMobile && (
        <Group>
          <UnpublishedChanges username={username} onReview={onPreview} />
        </Group>
      )}

      {menu.categories.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="sm">
            <Text>Your menu has no categories yet.</Text>
            <Button variant="light" onClick={() => navigate(paths.home.getHref())}>
              Add a category on the home screen
            </Button>
          </Stack>
        </Paper>
      ) : (
        <>
          <Group gap="sm" wrap="wrap" align="flex-end">
            <CategorySelect
              categories={menu.categories}
              value={state.categoryId}
              onChange={onSelectCategory}
              isMobile={isMobile}
            />
            <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 220px' }}>
              {searchBox}
              {isMobile && (
                // Filters fold away on a phone; the dot says one is set while they are folded.
                <Indicator disabled={!filtering || filtersOpen} size={9} offset={4}>
                  <ActionIcon
                    variant={filtersOpen ? 'light' : 'default'}
                    size={36}
                    aria-label="Filter and sort"
                    aria-expanded={filtersOpen}
                    aria-controls="menu-filters"
                    onClick={() => setFiltersOpen((open) => !open)}
                  >
                    <IconAdjustmentsHorizontal size={18} />
                  </ActionIcon>
                </Indicator>
              )}
            </Group>
            {!isMobile && filterControls}
          </Group>
          {isMobile && (
            <Collapse in={filtersOpen} id="menu-filters">
              <Group gap="sm" grow>
                {filterControls}
              </Group>
            </Collapse>
          )}

          {isCompact ? (
            // A phone or a compact desktop: subcategories in a strip above the dishes, so the cards get the whole width (issues 15, 35).
            <>
              {subcategoryNav}
              {itemList}
            </>
          ) : (
            <Group align="flex-start" gap="md" wrap="nowrap">
              <Box w={260} style={{ flexShrink: 0, position: 'sticky', top: 8 }}>
                {subcategoryNav}
              </Box>
              {itemList}
            </Group>
          )}
        </>
      )}

      {isMobile && (
        // Above the floating tab bar (AppLayout), clear of the phone's home indicator.
        <Affix position={{ bottom: 'calc(88px + env(safe-area-inset-bottom))', right: 16 }} zIndex={150}>
          {addItemButton}
        </Affix>
      )}
      <Suspense fallback={null}>
        {itemDialogs !== 'later' && (
          <AddItemDialog
            ref={addItemDialog}
            openOnMount={itemDialogs === 'opening'}
            username={username}
            menu={menu}
            categoryId={state.categoryId}
            subcategoryId={state.subcategoryId}
            onCreateSubcategory={(categoryId, onCreated) => {
              setSubcategoryFor({ categoryId, onCreated });
              setAddSubcategoryOpen(true);
            }}
          />
        )}
        {(itemDialogs !== 'later' || editingItem) && (
          <EditItemDialog item={editingItem} onClose={() => setEditingItemId(null)} username={username} menu={menu} />
        )}
        {(itemDialogs !== 'later' || actions.deleting) && (
          <ConfirmDeleteDialog
            opened={actions.deleting !== null}
            onClose={actions.cancelDelete}
            onConfirm={() => void actions.confirmDelete()}
            isDeleting={actions.isDeleting}
            message="This will permanently delete this menu item. This action cannot be undone."
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {manageMounted && (
          <ManageSubcategoriesDialog
            opened={manageOpen}
            onClose={() => setManageOpen(false)}
            categories={menu.categories}
            categoryId={state.categoryId}
            onCategoryChange={(id) => dispatch({ type: 'selectCategory', categoryId: id })}
            subcategories={subcategories}
            onAdd={() => setAddSubcategoryOpen(true)}
            onOpen={(subcategory) => setEditingSubcategoryId(subcategory.id)}
            canEdit={canEdit}
            isMobile={isMobile}
          />
        )}
      </Suspense>
      {/* Rendered after the manage dialog so it opens on top of it. */}
      <Suspense fallback={null}>
        {addSubcategoryOpen && (
          <AddSubcategoryDialog
            opened
            onClose={() => {
              setAddSubcategoryOpen(false);
              setSubcategoryFor(null);
            }}
            username={username}
            // From Add Item: the category its form had chosen, and back to the form once created.
            category={subcategoryFor ? menu.categories.find((c) => c.id === subcategoryFor.categoryId) : category}
            onCreated={subcategoryFor?.onCreated}
          />
        )}
        {editingSubcategory && (
          <EditSubcategoryDialog
            subcategory={editingSubcategory}
            category={menu.categories.find((c) => c.id === editingSubcategory.categoryId)}
            itemCount={itemCounts.get(editingSubcategory.id) ?? 0}
            username={username}
            onClose={() => setEditingSubcategoryId(null)}
            onDeleted={(id) => dispatch({ type: 'subcategoryRemoved', subcategoryId: id })}
          />
        )}
      </Suspense>
    </Stack>
  );
}
