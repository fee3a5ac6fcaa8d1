import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';

const storageKey = (tableId: string) => `visadesk.table.${tableId}.columns`;

/** The stored choice for a table, or null when the person never changed its columns. */
export function readColumnVisibility(tableId: string): GridColumnVisibilityModel | null {
  try {
    const raw = localStorage.getItem(storageKey(tableId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    // Keep only booleans: a hand-edited or stale entry must not break the grid.
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'boolean'));
  } catch {
    return null;
  }
}

/** Which columns a person hid, remembered per table in this browser (not in the URL: it is taste, not view). */
export function useColumnVisibility(tableId: string, initial: GridColumnVisibilityModel = {}) {
  const [model, setModel] = useState<GridColumnVisibilityModel>(
    () => readColumnVisibility(tableId) ?? initial,
  );
  const change = useCallback(
    (next: GridColumnVisibilityModel) => {
      setModel(next);
      try {
        localStorage.setItem(storageKey(tableId), JSON.stringify(next));
      } catch {
        // storage blocked: the choice lasts for this page only
      }
    },
    [tableId],
  );
  return [model, change] as const;
}
