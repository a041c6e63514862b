// The manage page's channel switches and language for this class, saved through /api/manage.
import type { Language } from '../../domain/i18n/languages';
import type { NotifyPreferences } from '../../domain/whatsapp/preferences';
import { setLanguage, setNotify, type ManageKey } from '../../services/manage';
import ChannelSwitches from '../notify/ChannelSwitches';
import LanguageChoice from '../notify/LanguageChoice';

interface Props {
  access: ManageKey;
  initial: NotifyPreferences;
  language?: Language;
}

export default function NotifyToggles({ access, initial, language = 'en' }: Props) {
  return (
    <ChannelSwitches initial={initial} labels="manage" save={(change) => setNotify(access, change)}>
      <LanguageChoice initial={language} save={(next) => setLanguage(access, next)} />
    </ChannelSwitches>
  );
}
