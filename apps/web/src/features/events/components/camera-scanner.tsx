import { Alert, Box, Button, Stack } from '@mantine/core';
import { IconCamera, IconCameraOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** The same code seen again within this window is one scan (the camera decodes many frames a second). */
const SAME_CODE_MS = 3000;

/**
 * Camera check-in with @zxing/browser (a maintained ZXing port), loaded only when the door
 * person turns the camera on. Prefers the back camera; each new code is handed to `onCode`.
 */
export function CameraScanner({ onCode, isBusy }: { onCode: (code: string) => void; isBusy: boolean }) {
  const [isOn, setIsOn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const last = useRef<{ code: string; at: number } | null>(null);
  const busy = useRef(isBusy);
  const handle = useRef(onCode);
  useEffect(() => {
    busy.current = isBusy;
    handle.current = onCode;
  });

  useEffect(() => {
    if (!isOn || !video.current) return;
    let stopped = false;
    let stop: (() => void) | null = null;
    void (async () => {
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        const reader = new BrowserQRCodeReader();
        const controls = await reader.decodeFromConstraints(
          { video: { facingMode: 'environment' } },
          video.current ?? undefined,
          (result) => {
            if (!result || busy.current) return;
            const code = result.getText();
            const now = Date.now();
            if (last.current?.code === code && now - last.current.at < SAME_CODE_MS) return;
            last.current = { code, at: now };
            handle.current(code);
          },
        );
        if (stopped) controls.stop();
        else stop = () => controls.stop();
      } catch {
        setError('Could not open the camera. Allow camera access, or type the code.');
        setIsOn(false);
      }
    })();
    return () => {
      stopped = true;
      stop?.();
    };
  }, [isOn]);

  return (
    <Stack gap="xs">
      <Button
        variant={isOn ? 'default' : 'light'}
        size="md"
        fullWidth
        leftSection={isOn ? <IconCameraOff size={18} /> : <IconCamera size={18} />}
        onClick={() => {
          setError(null);
          setIsOn((on) => !on);
        }}
      >
        {isOn ? 'Stop camera' : 'Scan with camera'}
      </Button>
      {isOn && (
        <Box style={{ borderRadius: 12, overflow: 'hidden', background: 'black' }}>
          <video
            ref={video}
            muted
            playsInline
            aria-label="Camera preview"
            style={{ width: '100%', maxHeight: 320, display: 'block', objectFit: 'cover' }}
          />
        </Box>
      )}
      {error && (
        <Alert color="orange" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
