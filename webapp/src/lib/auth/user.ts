/** The signed-in user as the app uses it (Cognito attributes). */
export type AppUser = {
  id: string;
  email: string;
  name?: string;
  firstName?: string;
  lastName?: string;
};

/** Display name: the name, else the part of the e-mail before the @. */
export function displayName(user: Pick<AppUser, 'name' | 'email'>): string {
  const name = user.name?.trim();
  if (name) return name;
  return user.email.split('@')[0] ?? '';
}

/** Initials: first and last name, else the name's first letter, else the e-mail's. */
export function initials(user: AppUser): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const name = user.name?.trim();
  if (name) return name[0]!.toUpperCase();
  return (user.email[0] ?? 'U').toUpperCase();
}

/** Splits 'Ada King Lovelace' into given name 'Ada' and family name 'King Lovelace'. */
export function splitFullName(fullName: string): { firstName: string; lastName?: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return rest.length > 0 ? { firstName, lastName: rest.join(' ') } : { firstName };
}
