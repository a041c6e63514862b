// The dashboard's "How we reach you": the family's WhatsApp and email switches and the language
// of its mail and messages, saved through /api/family, and where WhatsApp messages go.
import { type NotifyPreferences } from '../../domain/whatsapp/preferences';
import { words as channelWords } from '../../i18n/en/channels';
import { ApiUnavailable } from '../../services/api';
import { callFamily, type FamilyChannels } from '../../services/family';
import ChannelSwitches from '../notify/ChannelSwitches';
import LanguageChoice from '../notify/LanguageChoice';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages';
import { words as familyWords } from '../../i18n/en/family';
import { useWords } from '../hooks/useWords';

interface Props {
  initial: FamilyChannels;
  idToken: () => Promise<string | null>;
}

export default function FamilySwitches({ initial, idToken }: Props) {
  const w = useWords('family', familyWords).switches;
  const channels = useWords('channels', channelWords);
  async function save(notify: Partial<NotifyPreferences>): Promise<NotifyPreferences> {
    const token = await idToken();
    const answer = token ? await callFamily(token, { action: 'notify', notify }) : null;
    if (answer?.status !== 'ok') throw new ApiUnavailable('/api/family: the switch was not saved');
    return answer.channels;
  }
  async function saveLanguage(language: Language): Promise<void> {
    const token = await idToken();
    const answer = token ? await callFamily(token, { action: 'language', language }) : null;
    if (answer?.status !== 'ok') throw new ApiUnavailable('/api/family: the language was not saved');
  }
  return (
    <div className="mt-6">
      <ChannelSwitches initial={initial} labels="family" save={save}>
        <p className="mt-3 text-sm text-muted">
          {initial.number ? w.number(initial.number) : w.noNumber} {channels.mailAlways}
        </p>
        <LanguageChoice initial={initial.language ?? DEFAULT_LANGUAGE} save={saveLanguage} />
      </ChannelSwitches>
    </div>
  );
}
