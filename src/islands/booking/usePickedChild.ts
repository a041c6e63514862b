// The family's child a signed-in parent picked (ChildPicker): picking fills the student's
// name and grade; "Another child" clears what the pick had filled; typing another name over
// it lets the pick go. The booking names the child only while the name is still theirs.
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { BookingDraft } from '../../domain/booking';

export interface PickedChild {
  id: string;
  name: string;
  grade: string;
}

export function usePickedChild(setDraft: Dispatch<SetStateAction<BookingDraft>>) {
  const [child, setChild] = useState<PickedChild | null>(null);
  const pick = (picked: PickedChild | null) => {
    setChild(picked);
    setDraft((d) => {
      if (picked) return { ...d, studentName: picked.name, studentGrade: picked.grade };
      return child && d.studentName === child.name ? { ...d, studentName: '', studentGrade: '' } : d;
    });
  };
  const typed = (name: string) => {
    if (child && name !== child.name) setChild(null);
  };
  const childIdFor = (studentName: string) => (child?.name === studentName ? child.id : undefined);
  return { pickedId: child?.id ?? null, pick, typed, childIdFor };
}
