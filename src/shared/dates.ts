/** 'Dates display as long month plus day, English-Canada locale' (spec 000 section 9). */
export function formatDisplayDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return isoDate;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toLocaleDateString('en-CA', { month: 'long', day: 'numeric', timeZone: 'UTC' });
}
