import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Card, Group, List, Loader, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconClock, IconSearch, IconToolsKitchen2 } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CreateRestaurantSchema, DEBOUNCE_MS, type Restaurant } from '@venue/shared';
import type { z } from 'zod';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { paths } from '@/config/paths.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useRestaurant } from '../api/check-restaurant.ts';
import { useCreateRestaurant } from '../api/create-restaurant.ts';
import { useRestaurantSearch, type RestaurantSearchResult } from '../api/search-restaurants.ts';
import { DEFAULT_TIME_ZONE } from '../lib/time-zones.ts';
import { LoadError, LoadingRows } from '@/components/screen-states.tsx';
import { TimeZoneSelect } from './time-zone-select.tsx';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog.tsx';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes.ts';

type FormInput = z.input<typeof CreateRestaurantSchema>;
type FormOutput = z.output<typeof CreateRestaurantSchema>;

/**
 * /google-restaurant-search: a profile without a restaurant finds itself among the known
 * restaurants or types its details, then is guided to opening hours and a first meal time.
 */
export function RestaurantSetup({ profileId, venueName }: { profileId: string; venueName: string }) {
  const lookup = useRestaurant(profileId);
  const [created, setCreated] = useState<Restaurant | null>(null);

  if (created) return <NextSteps restaurant={created} />;
  if (lookup.isPending) return <LoadingRows label="Checking for a restaurant" rows={2} />;
  if (lookup.isError) return <LoadError title="Restaurant unavailable" error={lookup.error} />;
  if (lookup.data.restaurant) return <NextSteps restaurant={lookup.data.restaurant} alreadySetUp />;
  return <SetupForm venueName={venueName} onCreated={setCreated} />;
}

function SetupForm({ venueName, onCreated }: { venueName: string; onCreated: (restaurant: Restaurant) => void }) {
  const create = useCreateRestaurant();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CreateRestaurantSchema),
    defaultValues: { name: venueName, city: '', address: '', timeZone: DEFAULT_TIME_ZONE },
    mode: 'onTouched',
  });
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  const pick = (result: RestaurantSearchResult) => {
    form.reset({
      name: result.name,
      city: result.city,
      address: result.address,
      timeZone: form.getValues('timeZone'),
      ...(result.googlePlaceId ? { googlePlaceId: result.googlePlaceId } : {}),
    });
    toast({ title: 'Details filled in', description: 'Check them, then create your restaurant.' });
  };

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: ({ restaurant }) => {
        unsaved.markSaved();
        toast({ title: 'Restaurant created', description: restaurant.name });
        onCreated(restaurant);
      },
      onError: (error) => toastError(error.message),
    }),
  );

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={2}>Set up table reservations</Title>
        <Text c="dimmed" size="sm">
          Find your restaurant or enter its details. You can change them later in the settings.
        </Text>
      </div>
      <RestaurantSearch onPick={pick} />
      <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate aria-label="Restaurant details">
        <Stack gap="sm">
          <Text fw={600}>Restaurant details</Text>
          <TextInput
            label="Restaurant name"
            withAsterisk
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <TextInput label="City" withAsterisk error={form.formState.errors.city?.message} {...form.register('city')} />
          <TextInput label="Address" error={form.formState.errors.address?.message} {...form.register('address')} />
          <Controller
            control={form.control}
            name="timeZone"
            render={({ field, fieldState }) => (
              <TimeZoneSelect value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
          <Group>
            <AccessGuard flag="tableReserveAccess" mode="disable">
              <Button type="submit" loading={create.isPending} leftSection={<IconToolsKitchen2 size={16} />}>
                Create restaurant
              </Button>
            </AccessGuard>
          </Group>
        </Stack>
      </Card>
      <UnsavedChangesDialog guard={unsaved} />
    </Stack>
  );
}

/**
 * The search for a known restaurant, apart from the form: typing re-renders only this card,
 * not the whole form with its time-zone list, so each letter lands at once and one search
 * goes out after the pause.
 */
function RestaurantSearch({ onPick }: { onPick: (result: RestaurantSearchResult) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, DEBOUNCE_MS);
  const results = useRestaurantSearch(debounced);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <TextInput
          label="Search restaurants"
          placeholder="Name or city"
          leftSection={<IconSearch size={16} />}
          rightSection={results.isFetching ? <Loader size="xs" /> : null}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {results.isError ? (
          <Text c="red" size="sm">
            {results.error.message}
          </Text>
        ) : null}
        {debounced.trim().length >= 2 && results.data ? (
          results.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              No known restaurant matches “{debounced.trim()}”. Enter the details below.
            </Text>
          ) : (
            <Stack gap={6} role="list" aria-label="Search results">
              {results.data.map((result) => (
                <Group key={result._id} justify="space-between" wrap="nowrap" role="listitem">
                  <div>
                    <Text fw={500}>{result.name}</Text>
                    <Text size="xs" c="dimmed">
                      {[result.address, result.city].filter(Boolean).join(', ')}
                    </Text>
                  </div>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onPick(result)}
                    aria-label={`Use ${result.name}`}
                    style={{ flexShrink: 0 }}
                  >
                    Use this
                  </Button>
                </Group>
              ))}
            </Stack>
          )
        ) : null}
      </Stack>
    </Card>
  );
}

/** After set-up: the two things a restaurant needs before guests can book. */
function NextSteps({ restaurant, alreadySetUp = false }: { restaurant: Restaurant; alreadySetUp?: boolean }) {
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={2}>{restaurant.name}</Title>
        <Text c="dimmed" size="sm">
          {alreadySetUp ? 'Your restaurant is set up.' : 'Your restaurant is ready. Two steps before guests can book:'}
        </Text>
      </div>
      <Card withBorder radius="md" padding="lg">
        <List spacing="md" center>
          <List.Item
            icon={
              <ThemeIcon color="teal" radius="xl" size={28}>
                <IconCheck size={16} />
              </ThemeIcon>
            }
          >
            <Group gap="xs">
              <Text>Restaurant details</Text>
              <Badge color="teal" variant="light">
                Done
              </Badge>
            </Group>
          </List.Item>
          <List.Item
            icon={
              <ThemeIcon variant="light" radius="xl" size={28}>
                <IconClock size={16} />
              </ThemeIcon>
            }
          >
            <Group gap="sm" wrap="wrap">
              <Text>Set your opening hours</Text>
              <Button component={Link} to={paths.openingHours.getHref()} size="xs" variant="light">
                Opening hours
              </Button>
            </Group>
          </List.Item>
          <List.Item
            icon={
              <ThemeIcon variant="light" radius="xl" size={28}>
                <IconToolsKitchen2 size={16} />
              </ThemeIcon>
            }
          >
            <Group gap="sm" wrap="wrap">
              <Text>Add a first meal time (for example Dinner)</Text>
              <Button component={Link} to={paths.reservationsManageSlots.getHref()} size="xs" variant="light">
                Meal times
              </Button>
            </Group>
          </List.Item>
        </List>
      </Card>
      <Group>
        <Button component={Link} to={paths.reservations.getHref()}>
          Open the bookings desk
        </Button>
      </Group>
      {!restaurant.isActive ? (
        <Alert color="yellow" title="Bookings are paused">
          Guests cannot book until you resume bookings.
        </Alert>
      ) : null}
    </Stack>
  );
}
