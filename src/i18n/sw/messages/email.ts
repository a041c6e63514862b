import type { EmailMessages } from '../../en/messages/email';

const invalidEmail = 'Andika anwani sahihi ya barua pepe.';

function emailCharacter({ character, invisible, space }: { character: string; invisible: boolean; space: boolean }): string {
  if (space) return 'nafasi tupu';
  if (invisible) return 'herufi isiyoonekana';
  if (character === '"') return 'alama za kunukuu';
  if (character === '@') return 'alama ya pili ya "@"';
  if (character === ',' || character === ';') return `"${character}": tafadhali andika anwani moja tu`;
  return `"${character}"`;
}

export const words: EmailMessages = {
  invalid: invalidEmail,
  character: (fault) => `${invalidEmail} Haiwezi kuwa na ${emailCharacter(fault)}.`,
};
