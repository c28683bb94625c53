/**
 * The fields of `record` named in `keys` that hold a value: a view leaves out what a
 * document never set (or set empty) rather than answering it as undefined or null.
 */
export function setFields<T extends object, K extends keyof T>(
  record: T,
  keys: readonly K[],
): { [Key in K]?: NonNullable<T[Key]> } {
  const fields: { [Key in K]?: NonNullable<T[Key]> } = {};
  for (const key of keys) {
    const value = record[key];
    if (value) fields[key] = value;
  }
  return fields;
}
