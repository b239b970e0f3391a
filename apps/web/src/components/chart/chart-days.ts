import type { Formats } from '@/lib/formats';

const DAY = 86_400_000;

/** A day ('2024-03-05', UTC) as a time, and back. */
export const timeOfDay = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
export const dayOfTime = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Today on the UTC calendar (the day the history's points are dated on). */
export const today = (now = Date.now()) => dayOfTime(now);

/** The day `days` before `date`. */
export const daysBefore = (date: string, days: number) => dayOfTime(timeOfDay(date) - days * DAY);

export interface DayTick {
  date: string;
  label: string;
}

/**
 * The x axis' labels of a span of days: over 60 days, the first of each month (every other month
 * past 7 months, counted back from the latest, so a year has 6 labels), named by the month; a shorter span, every 7th day back
 * from the last, named by the day.
 */
export function dayTicks(from: string, to: string, formats: Formats): DayTick[] {
  const start = timeOfDay(from);
  const end = timeOfDay(to);
  if ((end - start) / DAY <= 60) {
    const ticks: DayTick[] = [];
    for (let time = end; time >= start; time -= 7 * DAY) {
      const date = dayOfTime(time);
      ticks.unshift({ date, label: formats.day(date) });
    }
    return ticks;
  }
  const months: string[] = [];
  const cursor = new Date(start);
  cursor.setUTCDate(1);
  if (cursor.getTime() < start) cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  for (; cursor.getTime() <= end; cursor.setUTCMonth(cursor.getUTCMonth() + 1)) {
    months.push(dayOfTime(cursor.getTime()));
  }
  const every = months.length > 7 ? 2 : 1;
  return months
    .filter((_, index) => (months.length - 1 - index) % every === 0)
    .map((date) => ({ date, label: formats.month(date.slice(0, 7), 'short') }));
}
