// The manage page's channel switches for this class, saved through /api/manage.
import { NOTIFY_LABELS, type NotifyPreferences } from '../../domain/whatsapp/preferences';
import { setNotify, type ManageKey } from '../../services/manage';
import ChannelSwitches from '../notify/ChannelSwitches';

interface Props {
  access: ManageKey;
  initial: NotifyPreferences;
}

export default function NotifyToggles({ access, initial }: Props) {
  return <ChannelSwitches initial={initial} labels={NOTIFY_LABELS} save={(change) => setNotify(access, change)} />;
}
