import { useCallback, useEffect, useId, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Every editor on the screen that holds unsaved work. React Router asks only the blocker that
 * registered last, so each one answers for all of them: a screen with two forms, or a form with
 * a dialog's form over it, still asks before leaving whichever of them is dirty.
 */
const dirtyEditors = new Set<string>();

const leavesThePage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  dirtyEditors.size > 0 && currentLocation.pathname !== nextLocation.pathname;

export interface UnsavedChanges {
  /** A navigation inside the app waits for the owner's answer. */
  isAsking: boolean;
  /** Stay on the page with the work as it is. */
  stay: () => void;
  /** Leave, dropping the unsaved work. */
  leave: () => void;
  /**
   * The work was saved: a navigation in the same tick (save, then go to the list) must not ask,
   * and the form's own isDirty only turns false on the next render.
   */
  markSaved: () => void;
}

/**
 * The one way an editor keeps unsaved work (issue 35): while `isDirty`, leaving through a link,
 * the sidebar or Back asks first (`components/unsaved-changes-dialog.tsx` shows the question),
 * and closing or reloading the tab gets the browser's own warning. Needs the data router of
 * `app/router.tsx` (useBlocker).
 */
export function useUnsavedChanges(isDirty: boolean): UnsavedChanges {
  const id = useId();
  const dirty = useRef(isDirty);

  useEffect(() => {
    dirty.current = isDirty;
    if (isDirty) dirtyEditors.add(id);
    else dirtyEditors.delete(id);
    return () => {
      dirtyEditors.delete(id);
    };
  }, [id, isDirty]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      // Chromium before 119 and Safari still show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const blocker = useBlocker(leavesThePage);
  const isAsking = blocker.state === 'blocked';

  const stay = useCallback(() => blocker.reset?.(), [blocker]);
  const leave = useCallback(() => {
    dirtyEditors.clear();
    blocker.proceed?.();
  }, [blocker]);
  const markSaved = useCallback(() => {
    dirty.current = false;
    dirtyEditors.delete(id);
  }, [id]);

  return { isAsking, stay, leave, markSaved };
}
