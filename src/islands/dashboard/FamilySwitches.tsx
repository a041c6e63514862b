// The dashboard's "How we reach you": the family's WhatsApp and email switches, saved through
// /api/family, and where WhatsApp messages go.
import { FAMILY_MAIL_ALWAYS, FAMILY_NOTIFY_LABELS, type NotifyPreferences } from '../../domain/whatsapp/preferences';
import { ApiUnavailable } from '../../services/api';
import { callFamily, type FamilyChannels } from '../../services/family';
import ChannelSwitches from '../notify/ChannelSwitches';

interface Props {
  initial: FamilyChannels;
  idToken: () => Promise<string | null>;
}

export default function FamilySwitches({ initial, idToken }: Props) {
  async function save(notify: Partial<NotifyPreferences>): Promise<NotifyPreferences> {
    const token = await idToken();
    const answer = token ? await callFamily(token, { action: 'notify', notify }) : null;
    if (answer?.status !== 'ok') throw new ApiUnavailable('/api/family: the switch was not saved');
    return answer.channels;
  }
  return (
    <div className="mt-6">
      <ChannelSwitches initial={initial} labels={FAMILY_NOTIFY_LABELS} save={save}>
        <p className="mt-3 text-sm text-muted">
          {initial.number
            ? `WhatsApp messages go to ${initial.number}, the number of your latest trial booking.`
            : 'WhatsApp messages go to the number you give when you book a trial class.'}{' '}
          {FAMILY_MAIL_ALWAYS}
        </p>
      </ChannelSwitches>
    </div>
  );
}
