import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { usePermissions } from '@/lib/permissions.ts';
import { normaliseCode, type DoorCheckIn } from '../hooks/use-door-check-in.ts';
import { CameraScanner } from './camera-scanner.tsx';
import { CheckInResultCard } from './check-in-result-card.tsx';

/** Check-in by typed or scanned code, and the big answer for the door. */
export function CheckInPanel({ door, timeZone }: { door: DoorCheckIn; timeZone: string }) {
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const { role } = usePermissions();
  // Decisions §7: only the owner or a manager may check a guest in before the door opens.
  const mayForce = role === 'owner' || role === 'manager';

  function submitTyped() {
    door.submit(code, (result) => {
      if (result.kind === 'success') setCode('');
      input.current?.focus();
    });
  }

  return (
    <Stack gap="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitTyped();
        }}
        aria-label="Check in by code"
      >
        <Stack gap="xs">
          <TextInput
            ref={input}
            label="Ticket code"
            placeholder="e.g. 7KQ4M9XTAC3P"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            size="lg"
            styles={{ input: { fontFamily: 'monospace', letterSpacing: 2 } }}
          />
          <AccessGuard flag="tableReserveAccess" mode="disable" block>
            <Button type="submit" size="lg" fullWidth loading={door.isPending} disabled={!normaliseCode(code)}>
              Check in
            </Button>
          </AccessGuard>
        </Stack>
      </form>
      <AccessGuard flag="tableReserveAccess" mode="disable" block>
        <CameraScanner onCode={(scanned) => door.submit(scanned)} isBusy={door.isPending} />
      </AccessGuard>
      {door.result && <CheckInResultCard result={door.result} timeZone={timeZone} />}
      {door.result?.kind === 'too-early' && door.canForce && mayForce && (
        <Button variant="outline" color="orange" size="lg" fullWidth onClick={() => setConfirming(true)}>
          Check in anyway
        </Button>
      )}
      <ResponsiveDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Check in before the door opens?"
        size="sm"
        drawerSize="auto"
      >
        <Text size="sm">
          This guest will be checked in now, before check-in opens. It is recorded in the venue&apos;s activity log under your
          name.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            color="orange"
            loading={door.isPending}
            onClick={() => {
              setConfirming(false);
              door.forceEarly((result) => {
                if (result.kind === 'success') setCode('');
              });
            }}
          >
            Check in anyway
          </Button>
        </Group>
      </ResponsiveDialog>
    </Stack>
  );
}
