// What the pricing grid shows: currency and billing period, shared by its toggles and cards.
// Defaults are the spec's (KES, monthly), so the server-rendered grid already shows them.
import { atom } from 'nanostores';
import type { Currency, Period } from '../domain/pricing';

export const $currency = atom<Currency>('KES');
export const $period = atom<Period>('monthly');
