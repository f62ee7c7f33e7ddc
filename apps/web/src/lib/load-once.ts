/**
 * A part of the app loaded on demand (a module's code), asked for once: every call while it loads
 * or after gets the same promise, and once it has arrived `loaded()` gives it at once, so a render
 * can use it without waiting. A load that failed (the network) is asked again on the next call.
 */
export interface LoadOnce<T> {
  load(): Promise<T>;
  loaded(): T | undefined;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  let value: { current: T } | undefined;
  return {
    load: () =>
      (loading ??= load().then(
        (v) => {
          value = { current: v };
          return v;
        },
        (err: unknown) => {
          loading = undefined;
          throw err;
        },
      )),
    loaded: () => value?.current,
  };
}
