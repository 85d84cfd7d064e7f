// Play time as staff type it (`21:30`, `1:02:05` or seconds) and as it is shown.
export function parsePlayTime(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d+(:\d{1,2}){0,2}$/.test(trimmed)) return undefined;
  return trimmed.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

export function formatPlayTime(seconds: number | null): string {
  if (seconds === null) return '';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
