// /sw/login's island: the sign-in card with its Kiswahili words imported and its links
// under /sw/ (hooks/useWords.ts).
import type { ComponentProps } from 'react';
import LoginCard from '../../LoginCard';
import { PageLanguage } from '../../hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { words as login } from '../../../i18n/sw/messages/login';

const kiswahili = inKiswahili({ messages: { login } });

export default function LoginCardSw(props: ComponentProps<typeof LoginCard>) {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <LoginCard {...props} />
    </PageLanguage.Provider>
  );
}
