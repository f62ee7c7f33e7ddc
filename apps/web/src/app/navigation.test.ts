import { can, type Permission } from '@abasto/domain/permissions';
import { ROLES } from '@abasto/domain/roles';
import { describe, expect, it } from 'vitest';
import { screenAt } from './layout/page-title.ts';
import { navigationFor } from './navigation.ts';

const labels = (role: Parameters<typeof navigationFor>[0]) =>
  navigationFor(role).map((e) => (e.children ? `${e.label}: ${e.children.map((c) => c.label).join(', ')}` : e.label));

describe('sidebar entries', () => {
  it('group the care area in menus after its home, the calendar', () => {
    expect(labels('medico')).toEqual([
      'Agenda',
      'Comunicação: Mensagens, Contatos, Novo usuário',
      'Receitas: Todas as receitas, Receitas da jornada',
      'Acompanhamento: Diário de dor, Respostas diárias',
      'Jornadas: Jornada cirúrgica, Nova jornada, Modelos',
      'Conteúdos: Biblioteca, Tutoriais',
    ]);
  });

  it('give a patient no journey building: no "Nova jornada", no "Modelos"', () => {
    expect(labels('paciente')).toContain('Jornadas: Jornada cirúrgica');
    expect(labels('paciente').join()).not.toMatch(/Nova jornada|Modelos/);
  });

  it('keep filtering by role inside the menus', () => {
    // A physiotherapist reads no prescriptions; a 'Médico & ADMIN' keeps the value lists.
    expect(labels('fisio')).toContain('Receitas: Receitas da jornada');
    // Only who may invite care users sees "Novo usuário" (docs/product.md#care-users).
    expect(labels('fisio')).toContain('Comunicação: Mensagens, Contatos');
    expect(labels('paciente')).toContain('Comunicação: Mensagens, Contatos');
    expect(labels('medico-admin').at(-1)).toBe('Configurações: Listas de valores');
    expect(labels('proveedor')).toEqual(['Ver mis datos', 'Mis pedidos de cotización']);
    expect(labels('analista')).toEqual(['Dashboard', 'Proveedores: Todos los proveedores', 'Cotizaciones: Ver']);
  });

  it('start the care area under its own heading only where procurement entries come first', () => {
    const admin = navigationFor('admin');
    const first = admin.findIndex((e) => e.section);
    expect(admin[first]?.label).toBe('Agenda');
    expect(admin.slice(0, first).map((e) => e.label)).toEqual([
      'Dashboard',
      'Proveedores',
      'Cotizaciones',
      'Usuarios',
      'Correos',
      'Actividad',
    ]);
    expect(admin.at(-1)?.children?.map((c) => c.label)).toEqual(['Listas de valores']);
  });

  it('give every role at least one entry, each group at least one link', () => {
    for (const role of ROLES) {
      const entries = navigationFor(role);
      expect(entries.length, role).toBeGreaterThan(0);
      for (const e of entries) expect(e.to ?? e.children?.length, `${role} ${e.label}`).toBeTruthy();
    }
  });

  it('link only to screens of the route table that the role may open', () => {
    for (const role of ROLES) {
      const links = navigationFor(role).flatMap((e) => (e.to ? [e.to] : (e.children ?? []).map((c) => c.to)));
      for (const to of links) {
        const access = screenAt(to)?.screen.access;
        expect(access, `${role} ${to}`).toBeDefined();
        if (access === undefined || access === 'signed-in') continue;
        if (access === 'public' || access === 'public-only') throw new Error(`${role} ${to}: a link to a visitors' page`);
        const needed: readonly Permission[] = typeof access === 'string' ? [access] : access;
        expect(needed.some((p) => can(role, p)), `${role} ${to}`).toBe(true);
      }
    }
  });
});
