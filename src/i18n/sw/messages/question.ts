import type { QuestionMessages } from '../../en/messages/question';
import { words as email } from './email';

export const words: QuestionMessages = {
  sent: 'Asante! Tutakutumia barua pepe hivi karibuni.',
  failed: 'Samahani, haikutumwa. Tafadhali jaribu tena.',
  invalidEmail: email.invalid,
  limited: 'Tumepokea maswali mengi kutoka kwako hivi karibuni. Tafadhali jaribu tena baadaye.',
};
