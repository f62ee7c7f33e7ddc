import { ROUTES, type SupplierOperation, type UserOperation } from '@abasto/domain/routes';
import { describe, expect, it } from 'vitest';
import { JOURNEY_SCREENS } from '../../features/care/journey/journey-screens.ts';
import { SCREENS } from '../route-table.ts';
import { catalogueTitle, pageTitle, screenAt } from './page-title.ts';

const SUPPLIER_OPERATIONS: SupplierOperation[] = ['registrar-proveedor', 'consultar-proveedor', 'editar-proveedor'];
const USER_OPERATIONS: UserOperation[] = ['registrar-usuario', 'consultar-usuario', 'editar-usuario'];

/** Every path each route of ROUTES can produce; a route added there without a case here fails. */
function pathsOf(name: string, route: string | ((...args: never[]) => string)): string[] {
  if (typeof route === 'string') return [route];
  switch (name) {
    case 'completeRegistration':
      return [ROUTES.completeRegistration('k3y_Of-43-chars-0123456789abcdefghijklmnopqr')];
    case 'viewQuotation':
      return [ROUTES.viewQuotation(7)];
    case 'newQuotation':
      return [ROUTES.newQuotation(), ROUTES.newQuotation(7)];
    case 'supplier':
      return SUPPLIER_OPERATIONS.map((op) => ROUTES.supplier(op === 'registrar-proveedor' ? 'new' : 12, op));
    case 'user':
      return USER_OPERATIONS.map((op) => ROUTES.user(op === 'registrar-usuario' ? 'new' : 12, op));
    case 'journey':
      return [ROUTES.journey(), ...JOURNEY_SCREENS.map((s) => ROUTES.journey(s.slug))];
    case 'prescription':
      return [ROUTES.prescription(3, 'Pós-operatório joelho'), ROUTES.prescription(4, 'detail')];
    case 'editContent':
      return [ROUTES.editContent(5)];
    case 'answerRequest':
      return [ROUTES.answerRequest('Zk3q9vXh2b')];
    case 'ownRequest':
      return [ROUTES.ownRequest(7)];
    case 'admission':
      return [ROUTES.admission(9)];
    default:
      throw new Error(`No sample paths for the route '${name}': add them to this test`);
  }
}

const ALL_PATHS = Object.entries(ROUTES).flatMap(([name, route]) => pathsOf(name, route));

describe('header titles', () => {
  it.each(ALL_PATHS)('%s is a screen of the route table, with its title in the catalogue', (path) => {
    expect(screenAt(path)).not.toBeNull();
    const title = catalogueTitle(path);
    expect(title).toBeTruthy();
    expect(pageTitle(path)).toBe(title);
  });

  it.each([
    ['/', 'Dashboard'],
    ['', 'Dashboard'],
    ['/proveedores', 'Proveedores'],
    ['/proveedores/', 'Proveedores'],
    ['/operar-proveedor/12/consultar-proveedor', 'Consultar Proveedor'],
    ['/cotizacion/new/nueva-cotizacion', 'Nueva Cotización'],
    ['/cotizacion-confirmar', 'Confirmar Cotización'],
    ['/receitas', 'Receitas'],
    ['/receita/3/detail/P%C3%B3s-operat%C3%B3rio', 'Receita'],
    ['/conteudos', 'Conteúdos'],
    ['/ver-conteudo/5/editar-conteudo', 'Editar Conteúdo'],
    ['/listas-de-valores', 'Listas de valores'],
    ['/diario-de-dor', 'Diário de Dor'],
    ['/respostas-diarias', 'Respostas Diárias'],
    ['/jornada/descricao-cirurgica', 'Descrição Cirúrgica'],
    ['/page-completar-cadastro/abc', 'Completar Registro'],
  ])('%s → %s', (path, title) => {
    expect(pageTitle(path)).toBe(title);
  });

  it.each(SCREENS.map((s) => s.path))('the table\'s %s is one of the paths of ROUTES', (pattern) => {
    expect(ALL_PATHS.some((path) => screenAt(path)?.screen.path === pattern)).toBe(true);
  });

  it('words an unknown path from its last segment', () => {
    expect(catalogueTitle('/algo-nuevo')).toBeNull();
    expect(pageTitle('/algo-nuevo')).toBe('Algo nuevo');
    expect(pageTitle('/%E0%A4%A')).toBe('%E0%A4%A');
  });
});
