import { useState } from 'react';

export type EventSelection = {
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Selects all of `ids`, or none of them when all are selected already. */
  toggleAll: (ids: string[]) => void;
  clear: () => void;
};

/** Which rows of the events list are ticked, for actions on several events at once. */
export function useEventSelection(): EventSelection & { selectedIds: ReadonlySet<string> } {
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  return {
    selectedIds,
    isSelected: (id) => selectedIds.has(id),
    toggle: (id) =>
      setSelectedIds((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: (ids) =>
      setSelectedIds((current) => (ids.every((id) => current.has(id)) ? new Set() : new Set(ids))),
    clear: () => setSelectedIds(new Set()),
  };
}
