import { useEffect, useState } from 'react';

/**
 * Seconds before another code may be asked for: the routes that mail codes (sign-in, registration, email
 * verification) are rate limited per address.
 */
export const RESEND_AFTER_SECONDS = 30;

/**
 * Seconds left of a countdown started on mount and restarted by `restart()`; 0 when it may act again. A
 * code box's "Resend code" waits on it.
 */
export function useCountdown(seconds = RESEND_AFTER_SECONDS) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  return {
    left,
    restart: () => {
      const at = Date.now();
      setNow(at);
      setEndsAt(at + seconds * 1000);
    },
  };
}
