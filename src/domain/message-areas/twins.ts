// The key an island reads messages.ts's twin by (islands/hooks/useWords.ts), apart from
// messages.ts so that an island showing a few areas (message-areas/*.ts) does not load them all.
import type { Messages } from '../messages';
import type { TwinKey } from '../../i18n/dictionary';

export const messageTwins = 'messages' as TwinKey<Messages>;
