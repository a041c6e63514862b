// Kiswahili's messages area: the same parts as ../../en/messages, by the same names.
import type { Messages } from '../../en/messages';
import { words as request } from './request';
import { words as email } from './email';
import { words as payment } from './payment';
import { words as donate } from './donate';
import { words as login } from './login';
import { words as results } from './results';
import { words as booking } from './booking';
import { words as manage } from './manage';
import { words as dashboard } from './dashboard';
import { words as contact } from './contact';
import { words as question } from './question';

export const words: Messages = { request, email, payment, donate, login, results, booking, manage, dashboard, contact, question };
