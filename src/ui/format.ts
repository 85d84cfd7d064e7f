// Formatting shared by the preview cards. Dates are read in UTC, like the update calendar, so a
// date never shifts by a day between the card, the calendar and the server.

const pad2 = (value: number) => String(value).padStart(2, '0');

/** ISO date -> `dd.mm.yyyy` (the specification's date format); '' for an unreadable date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad2(date.getUTCDate())}.${pad2(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

/** Seconds -> `m:ss`, or `h:mm:ss` from one hour on. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad2(m)}:${pad2(s)}` : `${m}:${pad2(s)}`;
}

/** ISO date -> `yyyy-mm-dd` for the `dateTime` attribute of `<time>`. */
export const isoDay = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
};

/** The name in the active locale (`fullName_de_DE`), else the default `fullName`. */
export function localizedFullName(entity: { fullName: string; names?: Record<string, string> }, locale: string): string {
  return entity.names?.[`fullName_${locale}`] || entity.fullName;
}
