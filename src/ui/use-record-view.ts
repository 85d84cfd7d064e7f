// Counts one view per item and page visit ("Ratings and views": POST stats/{id}/view,
// POST models/{id}/addView). A failure is only logged: it must never disturb the page.
import { useEffect, useRef } from 'react';

export function useRecordView(id: number, record: (id: number) => Promise<void>) {
  const counted = useRef<number | null>(null);
  useEffect(() => {
    // The ref keeps React's development double effects (and re-renders) from counting twice.
    if (counted.current === id) return;
    counted.current = id;
    record(id).catch((error: unknown) => console.warn('view not recorded', error));
  }, [id, record]);
}
