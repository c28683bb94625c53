/**
 * Who may see a ticket type (issue 24 part 2): a type without `visibility` is public; a
 * hidden one (`code`, `link`) is seen and sold only with the access code it was given.
 */
export type VisibilityOf = { visibility?: 'public' | 'code' | 'link'; accessCode?: string };

/** Anyone may see and buy it: the public page lists it. */
export function isPublicType(type: VisibilityOf): boolean {
  return (type.visibility ?? 'public') === 'public';
}

/**
 * `code` (already in capitals, as stored) unlocks this hidden type. A public type is never
 * "unlocked": it needs no code.
 */
export function unlocksType(type: VisibilityOf, code: string | undefined): boolean {
  return !isPublicType(type) && code !== undefined && type.accessCode === code;
}

/** The event page offers a field to type a code: some type is revealed by one. */
export function offersAccessCodeField(types: readonly VisibilityOf[]): boolean {
  return types.some((type) => type.visibility === 'code');
}

/** The types a buyer may see and buy: the public ones, and those `code` unlocks. */
export function visibleTypes<Type extends VisibilityOf>(
  types: readonly Type[],
  code?: string,
): Type[] {
  return types.filter((type) => isPublicType(type) || unlocksType(type, code));
}
