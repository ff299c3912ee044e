/** Avatar initials and colour (spec 1 §2: "Avatar colours come from the user's initials"). */

/** Colours with enough contrast for white initials (WCAG AA for large text). */
export const AVATAR_COLORS = [
  '#0b5394',
  '#7b1fa2',
  '#ad1457',
  '#c62828',
  '#ad4e00',
  '#2e7d32',
  '#00695c',
  '#1565c0',
  '#4527a0',
  '#37474f',
] as const;

export function initials(firstName?: string | null, lastName?: string | null): string {
  const f = (firstName ?? '').trim().charAt(0);
  const l = (lastName ?? '').trim().charAt(0);
  return `${f}${l}`.toUpperCase() || '?';
}

/** The same initials always give the same colour; different initials spread over the palette. */
export function avatarColor(initialsText: string): string {
  let hash = 0;
  for (const ch of initialsText.toUpperCase()) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length];
}
