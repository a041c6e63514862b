// The parents of booking.spec.ts's end-to-end bookings: one in Kenya and one in Nigeria.

export const cases = [
  {
    title: 'a parent in Kenya',
    countryCode: 'KE' as const,
    parent: { student: "Mũthoni Ng'ang'a", grade: '3-5', parent: 'Wanjiru Kamau' },
    slotLabel: '10:00 EAT',
    nairobiTime: '10:00',
    country: { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' },
  },
  {
    title: 'a parent in Nigeria',
    countryCode: 'NG' as const,
    parent: { student: 'Anne-Marie Adébáyọ̀', grade: '6-8', parent: 'Chidi Okafor' },
    slotLabel: '14:00 WAT', // 16:00 in Nairobi
    nairobiTime: '16:00',
    country: { code: 'NG', name: 'Nigeria', dial: '+234', tz: 'Africa/Lagos', flag: '🇳🇬' },
  },
];
