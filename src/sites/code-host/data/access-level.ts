// GitLab's access levels: the numbers stored in the database and the role names pages show.

/** Role names by access level, lowest first (GitLab's order in every role dropdown). */
export const ROLES = [
  [10, 'Guest'],
  [20, 'Reporter'],
  [30, 'Developer'],
  [40, 'Maintainer'],
  [50, 'Owner'],
] as const;

export type RoleName = (typeof ROLES)[number][1];

/** `Developer` for 30. */
export function roleName(level: number): RoleName {
  const role = ROLES.find(([value]) => value === level);
  if (!role) throw new Error(`access level ${level} is not one of ${ROLES.map(([v]) => v).join(', ')}`);
  return role[1];
}

/** 30 for `developer` (any case); undefined for an unknown name. */
export function accessLevel(name: string): number | undefined {
  return ROLES.find(([, role]) => role.toLowerCase() === name.trim().toLowerCase())?.[0];
}
