const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day (YYYY-MM-DD) of a moment, in the device's time zone. */
export function localDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
