import { Alert, Box, Center, Loader, Text } from '@mantine/core';
import { IconCameraOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { createQrDecoder, createRepeatFilter } from '../qr-decoder';

type CameraStatus = 'starting' | 'scanning' | 'blocked' | 'missing' | 'failed';

/** How often a frame is read: fast enough to feel instant, light on a phone's battery. */
const frameIntervalMs = 150;

function statusOf(error: unknown): CameraStatus {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'blocked';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
}

const problems: Record<'blocked' | 'missing' | 'failed', { title: string; text: string }> = {
  blocked: {
    title: 'The camera is blocked',
    text: "Allow the camera in your browser's settings for this site to scan QR codes. Until then, type the code or use a hardware scanner below.",
  },
  missing: {
    title: 'No camera found',
    text: 'This device has no camera we can use. Type the code or use a hardware scanner below.',
  },
  failed: {
    title: 'The camera did not start',
    text: 'Another app may be using it. Reload the page to try again, or type the code below.',
  },
};

/** The back camera, read for QR codes until the page closes; each new code goes to `onCode`. */
export function CameraView({ onCode }: { onCode: (text: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  const [status, setStatus] = useState<CameraStatus>('starting');

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function run() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setStatus('missing');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setStatus(statusOf(error));
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) return;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      // The decoder's code may fail to download (offline, before it was ever kept).
      const decode = await createQrDecoder().catch(() => undefined);
      const isNew = createRepeatFilter();
      if (stopped) return;
      if (!decode) {
        setStatus('failed');
        return;
      }
      setStatus('scanning');
      const readFrame = async () => {
        if (stopped) return;
        const text = await decode(video).catch(() => undefined);
        if (text && isNew(text)) onCodeRef.current(text);
        timer = setTimeout(() => void readFrame(), frameIntervalMs);
      };
      void readFrame();
    }

    void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  const problem = status === 'starting' || status === 'scanning' ? undefined : problems[status];
  return (
    <Box pos="relative" bg="black" style={{ flex: 1, minHeight: 200, overflow: 'hidden' }}>
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label="Camera view for scanning QR codes"
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {status === 'scanning' && (
        <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
          <Box
            w="min(60vw, 60vh, 320px)"
            h="min(60vw, 60vh, 320px)"
            style={{ border: '4px solid white', borderRadius: 16, opacity: 0.8 }}
          />
        </Center>
      )}
      {status === 'starting' && (
        <Center pos="absolute" inset={0} c="white">
          <Loader color="white" type="dots" aria-hidden />
          <Text ml="sm">Starting the camera…</Text>
        </Center>
      )}
      {problem && (
        <Center pos="absolute" inset={0} p="md">
          <Alert
            color="yellow"
            variant="filled"
            icon={<IconCameraOff aria-hidden />}
            title={problem.title}
            maw={480}
          >
            {problem.text}
          </Alert>
        </Center>
      )}
    </Box>
  );
}
