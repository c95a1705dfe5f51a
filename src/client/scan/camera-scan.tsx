import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { SCAN_MESSAGES } from '../../shared/messages/scan';
import { TAP_TARGET_PX } from '../app/theme';
import { createFrameReader } from './barcode-reader';

/** How often a frame is read: fast enough to feel instant, slow enough to leave a phone cool. */
const FRAME_INTERVAL_MS = 150;

/** Whether this page may open the camera at all (a secure page with media devices). */
export function cameraScanAvailable(): boolean {
  // The one place the camera API is read: only after the secure-page check (the lint fence's reason).
  // eslint-disable-next-line no-restricted-properties
  return window.isSecureContext && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/**
 * A Scan button that opens the phone's camera and hands over the first code it reads. On a page
 * that cannot open the camera (plain http on the shop's network) it says why instead, and typing
 * or a handheld scanner still work in the field beside it.
 */
export function ScanButton({ onCode, label = SCAN_MESSAGES.button }: { onCode: (code: string) => void; label?: string }) {
  const [opened, setOpened] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="light"
        mih={TAP_TARGET_PX}
        onClick={() => {
          if (!cameraScanAvailable()) {
            setNotice(SCAN_MESSAGES.insecure);
            return;
          }
          setNotice(null);
          setOpened(true);
        }}
      >
        {label}
      </Button>
      {notice && (
        <Alert color="yellow" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {opened && (
        <CameraModal
          onClose={() => setOpened(false)}
          onCode={(code) => {
            setOpened(false);
            onCode(code);
          }}
        />
      )}
    </>
  );
}

function CameraModal({ onClose, onCode }: { onClose: () => void; onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The latest callback, so a re-render of the page does not restart the camera.
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    async function start() {
      try {
        // Opened only from ScanButton, after cameraScanAvailable() said the page is secure.
        // eslint-disable-next-line no-restricted-properties
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        setProblem(error instanceof DOMException && error.name === 'NotAllowedError' ? SCAN_MESSAGES.denied : SCAN_MESSAGES.noCamera);
        return;
      }
      if (stopped || !video.current || !context) return stream.getTracks().forEach((t) => t.stop());
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const { read } = await createFrameReader();
      const tick = async () => {
        const v = video.current;
        if (stopped || !v) return;
        if (v.videoWidth > 0) {
          canvas.width = v.videoWidth;
          canvas.height = v.videoHeight;
          context.drawImage(v, 0, 0);
          const codes = await read(context.getImageData(0, 0, canvas.width, canvas.height)).catch(() => []);
          if (stopped) return;
          if (codes[0]) {
            found.current(codes[0]);
            return;
          }
        }
        timer = window.setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      void tick();
    }
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return (
    <Modal opened onClose={onClose} title={SCAN_MESSAGES.title} centered>
      <Stack>
        {problem ? (
          <Alert color="yellow">{problem}</Alert>
        ) : (
          <>
            <video
              ref={video}
              muted
              playsInline
              aria-label="Camera preview"
              style={{ width: '100%', borderRadius: 8, background: '#000' }}
            />
            <Text size="sm">{SCAN_MESSAGES.hint}</Text>
          </>
        )}
        <Button variant="default" mih={TAP_TARGET_PX} onClick={onClose}>
          {SCAN_MESSAGES.close}
        </Button>
      </Stack>
    </Modal>
  );
}
