// The move and cancel panel's words (islands/manage/ManagePanel.tsx): /manage and the
// dashboard load the panel apart from the class card, so its words travel with it.
import type { Wording } from '../wording';

export const words = {
  move: {
    title: 'Move the class',
    day: 'New day',
    time: 'New time',
    moving: 'Moving…',
    button: 'Move my class',
  },
  cancel: {
    title: 'Cancel the class',
    ask: (name: string) => `Cancel ${name}'s free trial class? The seat goes to another family.`,
    cancelling: 'Cancelling…',
    yes: 'Yes, cancel the class',
    keep: 'Keep the class',
    hint: "Can't make it? Cancel, and book again whenever suits you.",
    button: 'Cancel this class',
  },
} as const;

export type ManagePanelWords = Wording<typeof words>;
