// A booked class's time as the family reads it and in Nairobi time (the school's clock).
import type { Country } from '../../domain/booking';
import { classTimesTexts, type ClassTimesTexts } from '../../domain/booked-class-card';
import { words as englishDates } from '../../i18n/en/dates';
import { words as manageWords } from '../../i18n/en/manage';
import { useWords } from '../hooks/useWords';

interface Props {
  date: string;
  time: string;
  country: Pick<Country, 'name' | 'tz'>;
}

/** The two times as texts already worded; each place is named (data-slot) for /manage's first-paint script. */
export function ClassTimesView({ texts }: { texts: ClassTimesTexts }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      <div>
        <dt className="text-sm font-semibold text-muted" data-slot="yourTime">
          {texts.yourTime}
        </dt>
        <dd className="font-bold" data-class-local data-slot="local">
          {texts.local}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-muted" data-slot="nairobiTime">
          {texts.nairobiTime}
        </dt>
        <dd className="font-bold" data-class-nairobi data-slot="nairobi">
          {texts.nairobi}
        </dd>
      </div>
    </dl>
  );
}

export default function ClassTimes({ date, time, country }: Props) {
  const w = useWords('manage', manageWords);
  const dates = useWords('dates', englishDates);
  return <ClassTimesView texts={classTimesTexts(date, time, country, w, dates)} />;
}
