import { useEffect, useRef } from "react";
import { type Blocker, useBlocker } from "react-router";

export interface UnsavedChangesGuard {
  /** "blocked" while the person is asked whether to leave; proceed() leaves, reset() stays. */
  blocker: Blocker;
  /** Lets the next navigation through (after a save, the form goes back to its list). */
  release: () => void;
}

/**
 * Keeps what was typed in a form from being lost by leaving it: while `dirty`, a navigation inside
 * the site waits for an answer (UnsavedChangesDialog), and closing or reloading the tab asks the
 * browser's own question. Needs a data router (createBrowserRouter), as the app's is.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  // A ref, not state: the save's navigate() runs before the form re-renders as clean.
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return {
    blocker,
    release: () => {
      released.current = true;
    },
  };
}
