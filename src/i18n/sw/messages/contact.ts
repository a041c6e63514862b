import type { ContactMessages } from '../../en/messages/contact';
import { words as email } from './email';

export const words: ContactMessages = {
  sending: 'Tunatuma…',
  sent: 'Asante! Ujumbe wako umetumwa. Tutakujibu hivi karibuni.',
  failed: 'Samahani, ujumbe wako haukutumwa. Tafadhali angalia mtandao wako ujaribu tena.',
  invalidEmail: email.invalid,
  missingMessage: 'Tafadhali andika ujumbe wako.',
  missingFirstName: 'Tafadhali andika jina lako la kwanza.',
  missingLastName: 'Tafadhali andika jina lako la ukoo.',
  invalidName: 'Tafadhali tumia herufi tu kwa majina.',
  invalidPhone: 'Andika namba ya simu kwa tarakimu tu.',
  tooLong: 'Hii ni ndefu mno. Tafadhali ifupishe.',
  limited: 'Tumepokea jumbe nyingi kutoka kwako hivi karibuni. Tafadhali jaribu tena baadaye.',
};
