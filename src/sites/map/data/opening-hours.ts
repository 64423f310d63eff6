// Reads the OSM opening_hours values the map uses ("Mo-Fr 07:00-18:00; Sa-Su 08:00-16:00",
// "We-Mo 12:00-21:30", "Mo,We-Su 10:00-17:00", "24/7", "06:00-23:00") to tell on which weekdays a
// place opens. A rule without days applies to every day; ranges may wrap past Sunday; "Su off"
// closes a day an earlier rule opened.

export const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekdays a value opens on; throws naming the value when a day is not OSM's two-letter form. */
export function openDays(hours: string): Set<Weekday> {
  const days = new Set<Weekday>();
  for (const rule of hours
    .split(';')
    .map((r) => r.trim())
    .filter(Boolean)) {
    if (rule === '24/7') return new Set(WEEKDAYS);
    const match = /^([A-Za-z][A-Za-z,-]*)\s+(.+)$/.exec(rule);
    if (!match) {
      for (const day of WEEKDAYS) days.add(day);
      continue;
    }
    // A later rule overrides an earlier one for its days: "off" closes them.
    const closed = /^off$/i.test(match[2]!);
    for (const part of match[1]!.split(',')) {
      const [from, to = from] = part.split('-').map(dayIndex(hours)) as [number, number?];
      for (let i = from; ; i = (i + 1) % 7) {
        if (closed) days.delete(WEEKDAYS[i]!);
        else days.add(WEEKDAYS[i]!);
        if (i === to) break;
      }
    }
  }
  return days;
}

function dayIndex(hours: string) {
  return (day: string): number => {
    const index = WEEKDAYS.indexOf(day as Weekday);
    if (index < 0)
      throw new Error(`opening_hours "${hours}": "${day}" is not a weekday (Mo, Tu, We, Th, Fr, Sa, Su)`);
    return index;
  };
}
