// /sw/login's island: the sign-in card with its Kiswahili words imported and its links
// under /sw/ (hooks/useWords.ts).
import type { ComponentProps } from 'react';
import LoginCard from '../../../islands/LoginCard';
import { PageLanguage } from '../../../islands/hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { messagesSw } from '../../../domain/messages.sw';
import { messageTwins } from '../../../domain/message-areas/twins';

const kiswahili = inKiswahili({ [messageTwins]: { sw: messagesSw } });

export default function LoginCardSw(props: ComponentProps<typeof LoginCard>) {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <LoginCard {...props} language="sw" />
    </PageLanguage.Provider>
  );
}
