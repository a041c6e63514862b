// POST /api/family's whole request, read before Firestore is touched: `load` (the default),
// `addChild` with the dashboard form's fields, `editChild` naming one of the family's
// children, or `notify` with the dashboard's channel switches. The child's fields are checked
// with the form's own rules and words. Pure.
import { childMessages, readChild, type ChildInput } from '../../../src/domain/enrollment/children';
import { readNotifyChange, type NotifyPreferences } from '../../../src/domain/whatsapp/preferences';
import { accept, invalid, isAutoId, recordOf, refuse, unreadable, type Parsed } from '../../../src/domain/request';

export const childNotFound = refuse(404, { status: 'not-found', message: childMessages.notFound });

export type FamilyRequest =
  | { action: 'load' }
  | { action: 'addChild'; child: ChildInput }
  | { action: 'editChild'; childId: string; child: ChildInput }
  | { action: 'notify'; notify: Partial<NotifyPreferences> };

export type ChildRequest = Extract<FamilyRequest, { child: ChildInput }>;

export function readFamilyRequest(body: unknown, gradeIds: readonly string[]): Parsed<FamilyRequest> {
  const b = recordOf(body);
  const action = b.action ?? 'load';
  if (action === 'load') return accept({ action });
  if (action === 'notify') {
    const notify = readNotifyChange(b.notify);
    return notify ? accept({ action, notify }) : unreadable('notify');
  }
  if (action !== 'addChild' && action !== 'editChild') return unreadable('action');
  const child = readChild(b, gradeIds);
  if ('field' in child) return invalid(child.field, child.message);
  if (action === 'addChild') return accept({ action, child });
  // A child id no dashboard sends names no child of this family.
  return isAutoId(b.childId) ? accept({ action, childId: b.childId, child }) : childNotFound;
}
