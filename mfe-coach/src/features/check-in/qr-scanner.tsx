import { Button } from '@exceed/design-system';
import type { IScannerControls } from '@zxing/browser';
import { useEffect, useRef, useState } from 'react';

/** How long the same code is not taken again: a pass held in front of the camera is read many times a second. */
const SAME_CODE_MS = 4_000;

type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'missing';

const CAMERA_MESSAGES: Partial<Record<CameraState, string>> = {
  denied: 'The camera is blocked for this site: allow it in the browser, or type the codes below.',
  missing: 'No camera was found: type the codes below.',
};

/**
 * The device's camera reading QR codes (the back camera on a phone), through @zxing/browser, which this
 * page alone loads: no other page of the app carries the scanner. Each code read goes to `onCode` once,
 * then not again for a few seconds.
 */
export function QrScanner({ onCode }: { onCode: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('off');
  const last = useRef<{ text: string; at: number } | null>(null);
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    if (state !== 'starting') return;
    let controls: IScannerControls | undefined;
    let stopped = false;
    void import('@zxing/browser')
      .then(async ({ BrowserQRCodeReader }) => {
        const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
        const element = video.current;
        if (!element || stopped) return;
        controls = await reader.decodeFromConstraints(
          { video: { facingMode: 'environment' } },
          element,
          (result) => {
            if (!result) return;
            const text = result.getText();
            const now = Date.now();
            if (last.current?.text === text && now - last.current.at < SAME_CODE_MS) return;
            last.current = { text, at: now };
            handler.current(text);
          },
        );
        if (stopped) controls.stop();
        else setState('on');
      })
      .catch((error: unknown) => {
        const name = error instanceof Error ? error.name : '';
        setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'missing');
      });
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, [state]);

  const running = state === 'starting' || state === 'on';
  return (
    <div className="check-in-scanner">
      {/* The stream plays muted and inline, as phones require of a video that starts by itself. */}
      <video
        ref={video}
        className="check-in-scanner__video"
        hidden={!running}
        muted
        playsInline
        aria-label="Camera: hold a QR code in the frame"
      />
      {state === 'starting' ? (
        <p role="status" className="coach-note">
          Starting the camera…
        </p>
      ) : null}
      {CAMERA_MESSAGES[state] ? (
        <p role="alert" className="coach-error">
          {CAMERA_MESSAGES[state]}
        </p>
      ) : null}
      <Button
        variant={running ? 'outline' : 'primary'}
        onClick={() => setState(running ? 'off' : 'starting')}
      >
        {running ? 'Stop the camera' : 'Scan QR codes'}
      </Button>
    </div>
  );
}
