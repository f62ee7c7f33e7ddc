import { MSG } from '@abasto/domain/messages';
import { changedFields } from '@abasto/domain/record-changes';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from './api-client.ts';

/**
 * Concurrent edits (docs/product.md#concurrent-edits), for every edit form: the form sends the
 * version it loaded; when the server refuses the save as stale (409 STALE_VERSION), the form keeps
 * what the person typed, reads the current record and shows what the other person changed, with
 * the choice to save one's own values over the newer version or to take the newer record.
 */

/** Procurement screens speak Spanish, the care area Portuguese (docs/product.md#message-catalogue). */
export type ConflictArea = 'procurement' | 'care';

const TEXTS = {
  procurement: {
    message: MSG.recordChanged,
    title: MSG.recordChangedTitle,
    fields: MSG.recordChangedFields,
    noFields: MSG.recordChangedNoFields,
    empty: MSG.recordChangedEmpty,
    keep: MSG.recordKeepMine,
    discard: MSG.recordDiscardMine,
    reloadFailed: MSG.recordReloadFailed,
  },
  care: {
    message: MSG.careRecordChanged,
    title: MSG.careRecordChangedTitle,
    fields: MSG.careRecordChangedFields,
    noFields: MSG.careRecordChangedNoFields,
    empty: MSG.careRecordChangedEmpty,
    keep: MSG.careRecordKeepMine,
    discard: MSG.careRecordDiscardMine,
    reloadFailed: MSG.careRecordReloadFailed,
  },
} as const;

/** Whether a refused call is a save against a stale version. */
export function isStaleVersion(err: unknown): boolean {
  return err instanceof ApiError && err.status === 409 && (err.body as { code?: unknown } | undefined)?.code === 'STALE_VERSION';
}

/** A reading of the record in the form's terms. */
export interface VersionedValues<V> {
  values: V;
  version: number;
}

interface Conflict<V> extends VersionedValues<V> {
  changed: (keyof V)[];
}

export interface VersionConflictOptions<V> {
  /** What the form loaded: its values and the record's version. */
  loaded: VersionedValues<V> | undefined;
  /** Reads the current record (fresh from the server) in the form's terms. */
  loadCurrent: () => Promise<VersionedValues<V>>;
  /** The form's fields compared to tell what the other person changed, in the order shown. */
  fields: readonly (keyof V)[];
  /** The values as compared, where the form holds parts of its own (a row's React key). */
  compareAs?: (values: V) => V;
}

/**
 * The version a form saves with, and its conflict. `handleError(err)` is true when it took the
 * error (a stale save): the form then shows `<VersionConflictAlert>` instead of its usual toast.
 */
export function useVersionConflict<V extends object>({ loaded, loadCurrent, fields, compareAs = (v) => v }: VersionConflictOptions<V>) {
  // What the form was loaded from: later refetches of the record must not move it.
  const baseline = useRef(loaded);
  const [conflict, setConflict] = useState<Conflict<V> | null>(null);
  const [reloadFailed, setReloadFailed] = useState(false);

  const handleError = (err: unknown): boolean => {
    if (!isStaleVersion(err)) return false;
    setReloadFailed(false);
    loadCurrent().then(
      (current) => {
        const before = baseline.current?.values;
        setConflict({ ...current, changed: before ? changedFields(compareAs(before), compareAs(current.values), fields) : [...fields] });
      },
      () => setReloadFailed(true),
    );
    return true;
  };

  /** The newer version becomes the one the form edits; answers it. */
  const takeNewer = (): Conflict<V> | null => {
    if (!conflict) return null;
    baseline.current = { values: conflict.values, version: conflict.version };
    setConflict(null);
    return conflict;
  };

  return {
    /** The version to send with the next save. */
    version: () => baseline.current?.version,
    conflict,
    reloadFailed,
    handleError,
    /**
     * Keep one's own values: what the person changed stays as typed, the fields they left alone
     * take the newer values (so the other person's change is not undone by a field nobody touched
     * here); answers those values and the newer version to save them with.
     */
    keepMine: (mine: V): VersionedValues<V> | undefined => {
      const before = baseline.current?.values;
      const newer = takeNewer();
      if (!newer) return undefined;
      const untouched = before ? fields.filter((f) => !changedFields(compareAs(before), compareAs(mine), [f]).length) : [];
      const values = { ...mine };
      for (const f of untouched) values[f] = newer.values[f];
      return { values, version: newer.version };
    },
    /** Discard one's changes: answers the newer record's values to load into the form. */
    discardMine: () => takeNewer()?.values,
    /** After a save: the saved record is the new starting point. */
    saved: (values: V, version: number) => {
      baseline.current = { values, version };
      setConflict(null);
    },
  };
}

export type VersionConflict<V extends object> = ReturnType<typeof useVersionConflict<V>>;

/** A value as the list shows it: lists joined, ISO days as dd/mm/yyyy, nothing as "(vacío)". */
function shown(value: unknown, empty: string): string {
  if (Array.isArray(value)) return value.length ? value.map((v) => shown(v, empty)).join(', ') : empty;
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return day ? `${day[3]}/${day[2]}/${day[1]}` : text;
}

// Long labels wrap on a narrow screen instead of overflowing it.
const WRAPPING = { label: { whiteSpace: 'normal' as const, textAlign: 'left' as const, lineHeight: 1.35 } };

interface AlertProps<V extends object> {
  state: VersionConflict<V>;
  labels: Partial<Record<keyof V, string>>;
  area?: ConflictArea;
  /** How a field's value reads, where the plain text of the value is not what the form shows. */
  format?: Partial<{ [K in keyof V]: (value: V[K]) => string }>;
  /**
   * The form (Mantine's): its values now; keeping one's own puts the merged values in it,
   * discarding puts the newer record's values in it and counts them as unchanged.
   */
  form: { getValues: () => V; setValues: (values: V) => void; resetDirty: (values?: V) => void };
  /** Saves these values (one's own, merged with the newer ones) with the given (newer) version. */
  onSave: (values: V, version: number) => void;
  /** After the newer record's values were loaded into the form (to check them again, say). */
  onDiscarded?: (values: V) => void;
  /** Whether a save is under way (the keep button waits). */
  saving?: boolean;
}

/** The message of a stale save, what changed meanwhile, and the two ways on. */
export function VersionConflictAlert<V extends object>({
  state,
  labels,
  area = 'procurement',
  format = {},
  form,
  onSave,
  onDiscarded,
  saving = false,
}: AlertProps<V>) {
  const t = TEXTS[area];
  const box = useRef<HTMLDivElement>(null);
  const shownConflict = state.conflict;
  // The alert may appear below a long form: it is brought into view and takes the focus, so a
  // keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (!shownConflict && !state.reloadFailed) return;
    box.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    box.current?.focus({ preventScroll: true });
  }, [shownConflict, state.reloadFailed]);
  if (state.reloadFailed) {
    return (
      <Alert
        ref={box}
        tabIndex={-1}
        color="red"
        icon={<IconAlertTriangle />}
        title={t.title}
        role="alert"
        data-testid="version-conflict"
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        <Text size="sm">{t.message}</Text>
        <Text size="sm">{t.reloadFailed}</Text>
      </Alert>
    );
  }
  const { conflict } = state;
  if (!conflict) return null;
  return (
    <Alert
      ref={box}
      tabIndex={-1}
      color="orange"
      variant="light"
      icon={<IconAlertTriangle />}
      title={t.title}
      role="alert"
      data-testid="version-conflict"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        <Text size="sm" c="var(--mantine-color-text)">
          {t.message}
        </Text>
        {conflict.changed.length > 0 ? (
          <>
            <Text size="sm" fw={600} c="var(--mantine-color-text)">
              {t.fields}
            </Text>
            <List size="sm" spacing={2} c="var(--mantine-color-text)" aria-label={t.fields}>
              {conflict.changed.map((field) => (
                <List.Item key={String(field)}>
                  <Text span size="sm" fw={600}>
                    {labels[field] ?? String(field)}:
                  </Text>{' '}
                  <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {format[field]?.(conflict.values[field]) || shown(conflict.values[field], t.empty)}
                  </Text>
                </List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text size="sm" c="var(--mantine-color-text)">
            {t.noFields}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            h="auto"
            py={6}
            styles={WRAPPING}
            color="blue.8"
            loading={saving}
            onClick={() => {
              const kept = state.keepMine(form.getValues());
              if (!kept) return;
              form.setValues(kept.values);
              onSave(kept.values, kept.version);
            }}
          >
            {t.keep}
          </Button>
          <Button
            size="xs"
            h="auto"
            py={6}
            styles={WRAPPING}
            variant="default"
            onClick={() => {
              const values = state.discardMine();
              if (!values) return;
              form.setValues(values);
              form.resetDirty(values);
              onDiscarded?.(values);
            }}
          >
            {t.discard}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
