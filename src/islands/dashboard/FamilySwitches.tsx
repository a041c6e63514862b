// The dashboard's "How we reach you": the family's WhatsApp and email switches and the language
// of its mail and messages, saved through /api/family, and where WhatsApp messages go.
import { FAMILY_MAIL_ALWAYS, FAMILY_NOTIFY_LABELS, type NotifyPreferences } from '../../domain/whatsapp/preferences';
import { ApiUnavailable } from '../../services/api';
import { callFamily, type FamilyChannels } from '../../services/family';
import ChannelSwitches from '../notify/ChannelSwitches';
import LanguageChoice from '../notify/LanguageChoice';
import type { Language } from '../../domain/i18n/languages';
import { familyTwins, familyWords } from '../../domain/family-words';
import { usePageLanguage, useWords } from '../hooks/useWords';

interface Props {
  initial: FamilyChannels;
  idToken: () => Promise<string | null>;
}

export default function FamilySwitches({ initial, idToken }: Props) {
  const w = useWords(usePageLanguage(), familyWords, familyTwins).switches;
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
      <ChannelSwitches initial={initial} labels={FAMILY_NOTIFY_LABELS} save={save}>
        <p className="mt-3 text-sm text-muted">
          {initial.number ? w.number(initial.number) : w.noNumber} {FAMILY_MAIL_ALWAYS}
        </p>
        <LanguageChoice initial={initial.language ?? 'en'} save={saveLanguage} />
      </ChannelSwitches>
    </div>
  );
}
