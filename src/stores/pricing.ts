// The pricing grid's shared choice (currency and billing period): browser state that its toggles and cards both read.
// Defaults are KES and monthly, so the server-rendered grid already shows them.
import { atom } from 'nanostores';
import type { Currency, Period } from '../domain/pricing';

export const $currency = atom<Currency>('KES');
export const $period = atom<Period>('monthly');
