// Kiswahili reads the clock from sunrise: 07:00 is "saa moja asubuhi" (the first hour of the
// day), 19:00 "saa moja usiku". A bare "09:00" misleads a Kiswahili reader, so pages, mail,
// messages and calendar files show the 24-hour time with this reading beside it.

// Indexed by (24-hour hour + 6) % 12: the day's count starts at 06:00.
const HOURS = [
  'kumi na mbili',
  'moja',
  'mbili',
  'tatu',
  'nne',
  'tano',
  'sita',
  'saba',
  'nane',
  'tisa',
  'kumi',
  'kumi na moja',
] as const;

const UNITS = ['', 'moja', 'mbili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane', 'tisa'] as const;
const TENS = ['', 'kumi', 'ishirini', 'thelathini', 'arobaini', 'hamsini'] as const;

/** A number of minutes (1-59) in words. */
function minutesInWords(n: number): string {
  const tens = TENS[Math.floor(n / 10)]!;
  const units = UNITS[n % 10]!;
  if (!tens) return units;
  return units ? `${tens} na ${units}` : tens;
}

/** The part of the day a 24-hour clock hour falls in. */
function partOfDay(hour: number): string {
  if (hour >= 4 && hour < 6) return 'alfajiri';
  if (hour >= 6 && hour < 12) return 'asubuhi';
  if (hour >= 12 && hour < 16) return 'mchana';
  if (hour >= 16 && hour < 19) return 'jioni';
  return 'usiku';
}

/**
 * "saa tatu asubuhi" for "09:00"; "saa tatu na nusu asubuhi" for "09:30". Past the half hour the
 * time is read towards the next hour ("saa nne kasorobo asubuhi" for 09:45, "saa sita kasoro
 * dakika moja usiku" for 23:59), and the part of the day is always that of the time itself
 * (18:45 is still jioni), so a reader never meets a period the clock has not reached.
 */
export function swahiliClockReading(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Not a 24-hour time: ${time}`);
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) throw new Error(`Not a 24-hour time: ${time}`);
  const part = partOfDay(hour);
  const saa = `saa ${HOURS[(hour + 6) % 12]}`;
  const next = `saa ${HOURS[(hour + 7) % 12]}`;
  if (minute === 0) return `${saa} ${part}`;
  if (minute === 15) return `${saa} na robo ${part}`;
  if (minute === 30) return `${saa} na nusu ${part}`;
  if (minute === 45) return `${next} kasorobo ${part}`;
  if (minute > 30) return `${next} kasoro dakika ${minutesInWords(60 - minute)} ${part}`;
  return `${saa} na dakika ${minutesInWords(minute)} ${part}`;
}

/** "09:00 (saa tatu asubuhi)": the time as shown to a Kiswahili reader. */
export function swahiliTime(time: string): string {
  return `${time} (${swahiliClockReading(time)})`;
}
