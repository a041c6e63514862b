// How the editors' form names a field: from its name in the data files, in plain words.

/** "curriculumLink" -> "Curriculum link", "kes" -> "KES". */
export function labelOf(name: string): string {
  if (/^(kes|usd|id)$/.test(name)) return name.toUpperCase();
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
