import { useEffect, useEffectEvent, useRef, useState } from 'react';

/**
 * Seconds left to answer, or null when the question is not timed, counted down from `seconds`:
 * what the server says is left (its deadline holds across a reload). Measured against the clock
 * from the first tick rather than by counting ticks, which a busy tab delays. It stops counting
 * while `running` is false (an answer is on its way), and calls `onExpire` once, at 0.
 */
export function useCountdown(
  seconds: number | null,
  running: boolean,
  onExpire: () => void,
): number | null {
  const [remaining, setRemaining] = useState(seconds);
  const deadline = useRef<number | null>(null);
  const expired = useRef(false);
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    if (seconds === null || !running || expired.current) return;
    deadline.current ??= Date.now() + seconds * 1000;
    const end = deadline.current;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        expired.current = true;
        clearInterval(timer);
        expire();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, running]);

  return remaining;
}
