// The manage page's channel switches and language for this class, saved through /api/manage.
import { languageOr } from '../../i18n/languages';
import type { NotifyPreferences } from '../../domain/whatsapp/preferences';
import { setLanguage, setNotify, type ManageKey } from '../../services/manage';
import ChannelSwitches from '../notify/ChannelSwitches';
import LanguageChoice from '../notify/LanguageChoice';

interface Props {
  access: ManageKey;
  initial: NotifyPreferences;
  /** The family's language as /api/manage answered it (English when absent or unknown). */
  language?: unknown;
}

export default function NotifyToggles({ access, initial, language }: Props) {
  return (
    <ChannelSwitches initial={initial} labels="manage" save={(change) => setNotify(access, change)}>
      <LanguageChoice initial={languageOr(language)} save={(next) => setLanguage(access, next)} />
    </ChannelSwitches>
  );
}
