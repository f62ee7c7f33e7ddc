import { describe, expect, it } from 'vitest';
import { changedFields, etagOf, versionOfIfMatch } from './record-version.ts';

describe('record versions', () => {
  it('reads an If-Match header in its usual forms', () => {
    expect(versionOfIfMatch('"3"')).toBe(3);
    expect(versionOfIfMatch('W/"12"')).toBe(12);
    expect(versionOfIfMatch('7')).toBe(7);
    expect(versionOfIfMatch(etagOf(5))).toBe(5);
    expect(versionOfIfMatch(undefined)).toBeUndefined();
    expect(versionOfIfMatch('*')).toBeUndefined();
    expect(versionOfIfMatch('"abc"')).toBeNull();
    expect(versionOfIfMatch('"0"')).toBeNull();
  });

  it('lists the fields that differ between two readings', () => {
    const a = { nombre: 'A', rubro: ['x'], ciudad: null as string | null };
    const b = { nombre: 'A', rubro: ['x', 'y'], ciudad: 'Luque' };
    expect(changedFields(a, b, ['nombre', 'rubro', 'ciudad'])).toEqual(['rubro', 'ciudad']);
  });
});
