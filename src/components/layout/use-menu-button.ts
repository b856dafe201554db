import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';

type FocusTarget = 'first' | 'last';

const ITEM_SELECTOR = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/**
 * The WAI-ARIA menu-button pattern shared by the account and language menus: the button opens
 * the menu and moves focus into it, arrow keys, Home and End move between items, Escape closes
 * and returns focus to the button, Tab and a click outside close it.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const pendingFocusRef = useRef<FocusTarget | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const menuId = `${baseId}-menu`;

  const items = useCallback(() => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []), []);

  const focusItem = useCallback(
    (target: FocusTarget) => {
      const list = items();
      (target === 'first' ? list[0] : list[list.length - 1])?.focus();
    },
    [items],
  );

  const openMenu = useCallback(
    (target: FocusTarget) => {
      if (open) {
        focusItem(target);
        return;
      }
      // Focus moves once the menu has rendered (see the effect below).
      pendingFocusRef.current = target;
      setOpen(true);
    },
    [open, focusItem],
  );

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    pendingFocusRef.current = null;
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open || !pendingFocusRef.current) return;
    focusItem(pendingFocusRef.current);
    pendingFocusRef.current = null;
  }, [open, focusItem]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onButtonClick = useCallback(() => {
    if (open) close();
    else openMenu('first');
  }, [open, close, openMenu]);

  const onButtonKeyDown = useCallback(
    (event: ReactKeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        openMenu('first');
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        openMenu('last');
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        close(true);
      }
    },
    [open, close, openMenu],
  );

  const onMenuKeyDown = useCallback(
    (event: ReactKeyboardEvent<HTMLUListElement>) => {
      const list = items();
      if (list.length === 0) return;
      const index = list.indexOf(document.activeElement as HTMLElement);
      const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
      switch (event.key) {
        case 'ArrowDown':
          event.preventDefault();
          focusAt(index + 1);
          break;
        case 'ArrowUp':
          event.preventDefault();
          focusAt(index - 1);
          break;
        case 'Home':
          event.preventDefault();
          focusAt(0);
          break;
        case 'End':
          event.preventDefault();
          focusAt(list.length - 1);
          break;
        case 'Escape':
          event.preventDefault();
          close(true);
          break;
        case 'Tab':
          close();
          break;
        default:
          break;
      }
    },
    [items, close],
  );

  return {
    open,
    close,
    rootRef,
    buttonRef,
    menuRef,
    buttonId,
    menuId,
    onButtonClick,
    onButtonKeyDown,
    onMenuKeyDown,
  };
}
