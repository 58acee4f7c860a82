// Calendar days ('yyyy-MM-dd') for the admin commands: access and banners follow the French
// calendar (an access ends at the end of its last day, French time; spec §4).

const parisClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Paris's clock is ahead of UTC at an instant (one or two hours). */
function parisOffset(time: number): number {
  const parts = parisClock.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(time / 1000) * 1000;
}

/**
 * The instant a French day begins (00:00 in Paris). Clocks change at 2 or 3 a.m., never at
 * midnight, so the offset read one guess earlier is the right one.
 */
export function startOfFrenchDay(day: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  return utcMidnight - parisOffset(utcMidnight - parisOffset(utcMidnight));
}
