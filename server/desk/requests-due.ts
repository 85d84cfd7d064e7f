// When a visitor's request must be answered: the content-removal form promises "a response within 7
// business days" (the spec), and the desk holds contact requests to the same. Business days are
// Monday to Friday in UTC; holidays are not counted out.

export const REQUEST_DUE_BUSINESS_DAYS = 7;

const DAY_MS = 86_400_000;

/** `days` business days after `receivedAt` (ISO), at the same time of day. */
export function businessDaysAfter(receivedAt: string, days: number): string {
  let at = Date.parse(receivedAt);
  if (Number.isNaN(at)) at = Date.now();
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(at).toISOString();
}

export const requestDueAt = (receivedAt: string) => businessDaysAfter(receivedAt, REQUEST_DUE_BUSINESS_DAYS);
