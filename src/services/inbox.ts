// Messages parents send from the landing contact form and the footer "Got Questions?" box.
// Each is one document, validated by firestore.rules; the school reads them in the console.
import { firestore } from './firebase';

export interface ContactMessage {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  company: string;
  message: string;
}

async function add(collectionName: string, data: Record<string, string>): Promise<void> {
  const [db, lite] = await Promise.all([firestore(), import('firebase/firestore/lite')]);
  await lite.addDoc(lite.collection(db, collectionName), { ...data, createdAt: lite.serverTimestamp() });
}

export function sendContactMessage(message: ContactMessage): Promise<void> {
  return add('contactMessages', {
    firstName: message.firstName.trim(),
    lastName: message.lastName.trim(),
    phone: message.phone.trim(),
    email: message.email.trim(),
    company: message.company.trim(),
    message: message.message.trim(),
  });
}

export function sendQuestion(email: string): Promise<void> {
  return add('questions', { email: email.trim() });
}
