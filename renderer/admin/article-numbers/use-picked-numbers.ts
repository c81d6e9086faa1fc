import { useCallback, useState } from 'react';

export interface PickedNumbers {
  picked: ReadonlySet<string>;
  toggle: (number: string) => void;
  /** Picks or unpicks every number shown on the current page at once. */
  setAll: (numbers: readonly string[], on: boolean) => void;
  clear: () => void;
}

/**
 * The article numbers an admin ticked for a label sheet. Kept across pages and searches so a
 * selection can be gathered from several places before printing; only the ticked numbers are
 * held, so the cost does not grow with the size of the library.
 */
export function usePickedNumbers(): PickedNumbers {
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = useCallback((number: string) => {
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(number)) next.add(number);
      return next;
    });
  }, []);

  const setAll = useCallback((numbers: readonly string[], on: boolean) => {
    setPicked((current) => {
      const next = new Set(current);
      for (const number of numbers) {
        if (on) next.add(number);
        else next.delete(number);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => setPicked(new Set()), []);

  return { picked, toggle, setAll, clear };
}
