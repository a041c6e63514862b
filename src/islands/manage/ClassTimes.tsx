// A booked class's time as the family reads it and in Nairobi time (the school's clock).
import { NAIROBI_TZ } from '../../domain/slots';
import type { Country } from '../../domain/booking';
import { englishDates, dateTwins } from '../../domain/i18n/dates';
import type { Language } from '../../domain/i18n/languages';
import { manageWords, manageTwins } from '../../domain/manage-words';
import { useWords } from '../hooks/useWords';

interface Props {
  date: string;
  time: string;
  country: Pick<Country, 'name' | 'tz'>;
  language?: Language;
}

export default function ClassTimes({ date, time, country, language = 'en' }: Props) {
  const w = useWords(language, manageWords, manageTwins);
  const { describeSlot } = useWords(language, englishDates, dateTwins);
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      <div>
        <dt className="text-sm font-semibold text-muted">{w.yourTime(country.name)}</dt>
        <dd className="font-bold" data-class-local>
          {describeSlot(date, time, country.tz)}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-muted">{w.nairobiTime}</dt>
        <dd className="font-bold" data-class-nairobi>
          {describeSlot(date, time, NAIROBI_TZ)}
        </dd>
      </div>
    </dl>
  );
}
