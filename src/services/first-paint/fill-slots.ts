// How a first-paint script fills a card cloned from its page's template: each `data-slot`
// place gets its text (textContent only: nothing from the address is ever read as HTML).
// A place with nothing to say goes, with its row (a label and its value) when it has one.
import { SLOT_ROW_ATTRIBUTE } from './glance-page';

export function fillSlots(card: HTMLElement, texts: Record<string, string | undefined>): void {
  for (const place of card.querySelectorAll<HTMLElement>('[data-slot]')) {
    const value = texts[place.dataset.slot ?? ''];
    if (value) place.textContent = value;
    else (place.closest<HTMLElement>(`[${SLOT_ROW_ATTRIBUTE}]`) ?? place).remove();
  }
}
