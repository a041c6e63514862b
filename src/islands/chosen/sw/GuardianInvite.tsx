// /sw/guardian's island: taking a guardian's invite, with its Kiswahili words and links under /sw/.
import type { ComponentProps } from 'react';
import GuardianInvite from '../../GuardianInvite';
import { PageLanguage } from '../../hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { words as guardians } from '../../../i18n/sw/guardians';

const kiswahili = inKiswahili({ guardians });

export default function GuardianInviteSw(props: ComponentProps<typeof GuardianInvite>) {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <GuardianInvite {...props} />
    </PageLanguage.Provider>
  );
}
