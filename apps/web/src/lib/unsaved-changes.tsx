import { MSG } from '@abasto/domain/messages';
import { Modal, type ModalProps } from '@mantine/core';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { areaLanguageOf } from './area-language.ts';
import { confirmDiscard, isAskingToDiscard } from './confirm-discard.tsx';
import { useSignedInUser } from './session.tsx';
import { hasUnsavedChanges, registerUnsavedCheck, type UnsavedCheck } from './unsaved-registry.ts';

/** The checks of the forms inside one `GuardedModal`. */
const ModalChecks = createContext<Set<UnsavedCheck> | null>(null);

/**
 * A form says it holds changes not yet saved (docs/product.md#unsaved-work). `isDirty` is asked
 * when the answer is needed (a navigation, a reload, a modal closing, a 401), so a form that calls
 * `form.resetDirty()` before navigating after a save is never asked about.
 */
export function useUnsavedChanges(isDirty: () => boolean): void {
  const latest = useRef(isDirty);
  useEffect(() => {
    latest.current = isDirty;
  });
  const modal = useContext(ModalChecks);
  useEffect(() => {
    const check = () => latest.current();
    modal?.add(check);
    const unregister = registerUnsavedCheck(check);
    return () => {
      modal?.delete(check);
      unregister();
    };
  }, [modal]);
}

/** The area's language for the questions: the care area's users read Portuguese. */
export function useAreaLanguage() {
  return areaLanguageOf(useSignedInUser()?.role);
}

/**
 * Mantine's Modal for a form: Escape, a click outside or ✕ on a form with changes asks
 * "¿Descartar los cambios?" first, keep editing being the default (docs/product.md#unsaved-work).
 * The form inside calls `useUnsavedChanges`; buttons of the form itself (Cancelar, a save) close
 * it without asking.
 */
export function GuardedModal({
  onClose,
  children,
  dirty,
  ...props
}: ModalProps & {
  /** For a form kept in the modal's own component (useState): whether it holds changes. */
  dirty?: () => boolean;
}) {
  const [checks] = useState(() => new Set<UnsavedCheck>());
  const lang = useAreaLanguage();
  const latestDirty = useRef(dirty);
  useEffect(() => {
    latestDirty.current = dirty;
  });
  const hasOwnCheck = dirty !== undefined;
  useEffect(() => {
    if (!props.opened || !hasOwnCheck) return;
    const check = () => latestDirty.current?.() ?? false;
    checks.add(check);
    const unregister = registerUnsavedCheck(check);
    return () => {
      checks.delete(check);
      unregister();
    };
  }, [props.opened, hasOwnCheck, checks]);
  const close = () => {
    // The Escape that closes the question reaches this modal too: the question answers it.
    if (isAskingToDiscard()) return;
    if (![...checks].some((check) => check())) return onClose();
    void confirmDiscard(lang).then((discard) => {
      if (discard) onClose();
    });
  };
  return (
    <Modal closeButtonProps={{ 'aria-label': MSG.unsavedCloseForm[lang] }} {...props} onClose={close}>
      <ModalChecks.Provider value={checks}>{children}</ModalChecks.Provider>
    </Modal>
  );
}

/**
 * Drawn once inside the router: leaving a page (a link, the sidebar, back) while a form holds
 * changes asks first, and so does the browser on reload or close (docs/product.md#unsaved-work).
 */
export function UnsavedChangesGuard() {
  const lang = useAreaLanguage();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) &&
      hasUnsavedChanges(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDiscard(lang).then((discard) => (discard ? blocker.proceed() : blocker.reset()));
  }, [blocker, lang]);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, []);
  return null;
}
