import { describe, expect, it } from 'vitest';
import { can, PROFILE_PERMISSIONS, permissionTable } from './permissions.ts';
import { ROLES } from './roles.ts';
import { landingPath } from './session.ts';

// docs/product.md#permission-table, row by row: [label, analista, gerente].
const SPEC_TABLE: [string, boolean, boolean][] = [
  ['Dashboard', true, true],
  ['Visualizar Proveedores', true, true],
  ['Editar Proveedores', false, true],
  ['Borrar Proveedores', false, true],
  ['Crear nuevos Usuarios', false, true],
  ['Editar Usuarios', false, true],
  ['Borrar Usuarios', false, true],
  ['Pedir Cotización', false, true],
  ['Histórico de Pedidos de Cotización', true, true],
];

describe('permission table', () => {
  it('matches the documented permission table for analista and gerente', () => {
    expect(permissionTable('analista').map((r) => [r.label, r.allowed])).toEqual(SPEC_TABLE.map(([l, a]) => [l, a]));
    expect(permissionTable('gerente').map((r) => [r.label, r.allowed])).toEqual(SPEC_TABLE.map(([l, , g]) => [l, g]));
  });

  it('gives admin everything gerente has, plus inviting gerentes and the outbox', () => {
    for (const p of PROFILE_PERMISSIONS) expect(can('admin', p.key)).toBe(true);
    expect(can('admin', 'users.invite-gerente')).toBe(true);
    expect(can('gerente', 'users.invite-gerente')).toBe(false);
    expect(can('admin', 'mail.outbox')).toBe(true);
    expect(can('gerente', 'mail.outbox')).toBe(false);
  });

  it('gives proveedor only its own record and care roles only the care area', () => {
    for (const p of PROFILE_PERMISSIONS) {
      expect(can('proveedor', p.key)).toBe(false);
      expect(can('medico', p.key)).toBe(false);
      expect(can('paciente', p.key)).toBe(false);
    }
    expect(can('proveedor', 'supplier.own')).toBe(true);
    expect(can('medico', 'care')).toBe(true);
    expect(can('analista', 'care')).toBe(false);
  });

  it('refuses everything to no role', () => {
    expect(can(null, 'dashboard')).toBe(false);
    expect(can(undefined, 'care')).toBe(false);
  });
});

describe('landingPath', () => {
  it('sends every role somewhere it may go', () => {
    expect(landingPath('proveedor')).toBe('/perfil-proveedor');
    expect(landingPath('analista')).toBe('/');
    expect(landingPath('gerente')).toBe('/');
    expect(landingPath('admin')).toBe('/');
    expect(landingPath('medico')).toBe('/agenda');
    expect(landingPath('paciente')).toBe('/agenda');
    for (const role of ROLES) expect(landingPath(role)).toMatch(/^\//);
  });
});
