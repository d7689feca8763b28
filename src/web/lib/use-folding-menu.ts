import { type RefObject, useEffect, useState } from "react";
import { useLocation } from "react-router";

/**
 * Whether a menu that folds open (the site's phone menu, the administration's) is open. It folds
 * away on a new page, the visitor having chosen (adjusted while rendering the new location, so the
 * open menu is never drawn over it), and on Escape, which gives the focus to `focusOnEscape` if any.
 */
export function useFoldingMenu(focusOnEscape?: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const [open, setOpen] = useState(false);

  const [menuLocation, setMenuLocation] = useState(location.key);
  if (menuLocation !== location.key) {
    setMenuLocation(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      focusOnEscape?.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open, focusOnEscape]);

  return [open, setOpen] as const;
}
