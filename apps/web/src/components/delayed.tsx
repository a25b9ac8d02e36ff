import { type ReactNode, useEffect, useState } from 'react';

/** Renders its children only after `delayMs`, so quick loads show nothing instead of a flash. */
export function Delayed({ delayMs, children }: { delayMs: number; children: ReactNode }) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return visible ? children : null;
}
