// The school's (or a family's) WhatsApp chat link: wa.me takes the number's digits only.

/** "https://wa.me/254700000000" for "+254 700 000 000". */
export function whatsappUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
