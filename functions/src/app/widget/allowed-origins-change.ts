/**
 * What a change of an organisation's allowed sites (the widget's `frame-ancestors`) comes to:
 * the list it keeps, whether that differs from `before` (order counts: it is the organiser's
 * list as they wrote it), and how the audit log says it. `asked` unset: the list stays.
 */
export function allowedOriginsChange(
  before: readonly string[] | undefined,
  asked: readonly string[] | undefined,
): { origins: string[]; changed: boolean; summary: string } {
  const kept = [...(before ?? [])];
  const origins = asked ? [...asked] : kept;
  const changed = origins.length !== kept.length || origins.some((o, i) => o !== kept[i]);
  const summary =
    origins.length === 0
      ? 'Let no site sell its events with the widget'
      : `Let ${origins.join(', ')} sell its events with the widget`;
  return { origins, changed, summary };
}
