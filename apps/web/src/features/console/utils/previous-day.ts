/** The day before `now` in the operator's local time, as YYYY-MM-DD: the day most often settled. */
export function previousDay(now: Date): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
