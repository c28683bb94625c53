/** SPEC.md's shell suggests "Manage Event: {text}", which links to search/manage-event:{text}. */
const manageEventPrefix = 'manage-event:';

export type ParsedSearch = { text: string; isManageEvent: boolean };

export function parseSearch(param: string): ParsedSearch {
  const raw = param.trim();
  if (raw.toLowerCase().startsWith(manageEventPrefix)) {
    return { text: raw.slice(manageEventPrefix.length).trim(), isManageEvent: true };
  }
  return { text: raw, isManageEvent: false };
}
