// A booked class's time as the family reads it and in Nairobi time (the school's clock).
import { NAIROBI_TZ, describeSlot } from '../../domain/slots';
import type { Country } from '../../domain/booking';

interface Props {
  date: string;
  time: string;
  country: Pick<Country, 'name' | 'tz'>;
}

export default function ClassTimes({ date, time, country }: Props) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      <div>
        <dt className="text-sm font-semibold text-muted">Your time ({country.name})</dt>
        <dd className="font-bold" data-class-local>
          {describeSlot(date, time, country.tz)}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-muted">Nairobi time</dt>
        <dd className="font-bold" data-class-nairobi>
          {describeSlot(date, time, NAIROBI_TZ)}
        </dd>
      </div>
    </dl>
  );
}
