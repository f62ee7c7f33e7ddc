/**
 * Which forms on screen hold changes not yet saved (docs/product.md#unsaved-work). Each form
 * registers a check (`useUnsavedChanges`); the navigation guard, the page's `beforeunload` and the
 * session (a 401 while a form has changes asks for the password in place) ask `hasUnsavedChanges()`
 * at the moment they need the answer, so a form that has just been saved is never in the way.
 */
export type UnsavedCheck = () => boolean;

const checks = new Set<UnsavedCheck>();
const listeners = new Set<() => void>();

export function registerUnsavedCheck(check: UnsavedCheck): () => void {
  checks.add(check);
  notify();
  return () => {
    checks.delete(check);
    notify();
  };
}

export function hasUnsavedChanges(): boolean {
  for (const check of checks) if (check()) return true;
  return false;
}

/** Called whenever a form comes or goes (not on every keystroke). */
export function onUnsavedChecksChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}
