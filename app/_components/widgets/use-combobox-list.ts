import { useState, type KeyboardEvent } from 'react';

interface ComboboxListOptions {
  /** How many options the list shows now. */
  count: number;
  /** The index of the chosen option among them, or -1. */
  chosenIndex: number;
  onPick: (index: number) => void;
  onEscape: () => void;
}

/**
 * The keyboard model of an editable combobox with a listbox popup (WAI-ARIA APG): ArrowDown and ArrowUp
 * open the list or move the active option (clamped at the ends), Home and End jump while the list is
 * open, Enter picks the active option, Escape closes. The input keeps the focus throughout.
 */
export function useComboboxList({ count, chosenIndex, onPick, onEscape }: ComboboxListOptions) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // Kept raw and clamped here, so a list that shrinks or grows while typing keeps a valid option.
  const active = open && activeIndex >= 0 && count > 0 ? Math.min(activeIndex, count - 1) : -1;

  /** Opens the list with `index` active (-1: none). */
  const show = (index: number) => {
    setOpen(true);
    setActiveIndex(index);
  };
  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = count - 1;
    const handled = (index: number | null) => {
      event.preventDefault();
      if (index !== null) show(index);
    };
    switch (event.key) {
      case 'ArrowDown':
        if (!open) return handled(chosenIndex >= 0 ? chosenIndex : 0);
        return handled(active < 0 ? 0 : Math.min(active + 1, last));
      case 'ArrowUp':
        if (!open) return handled(chosenIndex >= 0 ? chosenIndex : last);
        return handled(active < 0 ? last : Math.max(active - 1, 0));
      case 'Home':
        return open && count > 0 ? handled(0) : undefined;
      case 'End':
        return open && count > 0 ? handled(last) : undefined;
      case 'Enter':
        if (!open) return;
        event.preventDefault();
        if (active >= 0) onPick(active);
        return close();
      case 'Escape':
        if (open) event.preventDefault();
        close();
        return onEscape();
      case 'Tab':
        return close();
    }
  };

  return { open, active, show, close, onKeyDown };
}
