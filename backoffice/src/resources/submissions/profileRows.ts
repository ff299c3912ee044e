/** The before/after rows of a ProfileUpdate submission (spec 3 §2.1: first name, last name, email, position, phone). */
import type { ProfileValues } from '@bcu/api/contracts';

const FIELDS: { key: keyof ProfileValues; label: string }[] = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'email', label: 'E-mail' },
  { key: 'position', label: 'Position' },
  { key: 'cellPhone', label: 'Phone' },
];

const text = (v: ProfileValues[keyof ProfileValues] | undefined): string => {
  if (v === null || v === undefined || v === '') return '—';
  return typeof v === 'object' ? `${v.code} ${v.number}` : v;
};

export function profileRows(before: Partial<ProfileValues> | undefined, after: Partial<ProfileValues> | undefined) {
  return FIELDS.map(({ key, label }) => {
    const b = text(before?.[key]);
    const a = text(after?.[key]);
    return { label, before: b, after: a, changed: b !== a };
  });
}
