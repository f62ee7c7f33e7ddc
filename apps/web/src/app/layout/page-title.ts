import { MSG } from '@abasto/domain/messages';
import { journeyScreen } from '../../features/care/journey/journey-screens.ts';

/**
 * Header titles by the path's last segment (docs/product.md#layout), written out in the catalogue: a
 * segment turned into words would lose its accents ('conteudos' is 'Conteúdos').
 */
const BY_LAST_SEGMENT: Record<string, string> = {
  'page-login': MSG.pageTitleLogin,
  'recuperar-clave': MSG.recoverButton,
  'register-proveedor': MSG.registrationTitle,
  usuarios: MSG.pageTitleUsers,
  'registrar-usuario': MSG.pageTitleUserRegister,
  'consultar-usuario': MSG.pageTitleUserConsult,
  'editar-usuario': MSG.pageTitleUserEdit,
  proveedores: MSG.supplierListTitle,
  'perfil-proveedor': MSG.pageTitleOwnSupplier,
  'registrar-proveedor': MSG.pageTitleSupplierRegister,
  'consultar-proveedor': MSG.pageTitleSupplierConsult,
  'editar-proveedor': MSG.pageTitleSupplierEdit,
  cotizaciones: MSG.quotationHistoryTitle,
  'ver-cotizacion': MSG.pageTitleQuotationView,
  'nueva-cotizacion': MSG.quotationNewTitle,
  'cotizacion-confirmar': MSG.quotationConfirmPageTitle,
  correos: MSG.pageTitleMail,
  'erro-404': MSG.pageTitleNotFound,
  agenda: MSG.carePageTitleCalendar,
  messages: MSG.messagesTitle,
  contatos: MSG.contactsTitle,
  'diario-de-dor': MSG.carePageTitlePainDiary,
  'receitas-utilizadas': MSG.carePageTitlePrescriptionUsage,
  'respostas-diarias': MSG.carePageTitleDailyAnswers,
  'modelos-de-jornada': MSG.templatesTitle,
  tutoriais: MSG.tutorialsTitle,
  jornada: MSG.journeyTitle,
  'assistente-especialidade': MSG.wizardTitle,
  receitas: MSG.carePrescriptions,
  conteudos: MSG.careContents,
  'editar-conteudo': MSG.carePageTitleContentEdit,
  'listas-de-valores': MSG.careLists,
};

/** Paths whose last segment is data (a key, a slug, a title): the segment before names the page. */
const BY_PARENT_SEGMENT: Record<string, (last: string) => string> = {
  'page-completar-cadastro': () => MSG.pageTitleCompleteRegistration,
  jornada: (slug) => journeyScreen(slug)?.title ?? MSG.journeyTitle,
  detail: () => MSG.carePrescription,
};

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The catalogue's title of a path, or null when the path is not one of the application's. */
export function catalogueTitle(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean).map(decoded);
  const last = segments.at(-1);
  if (last === undefined) return MSG.pageTitleDashboard;
  const parent = segments.at(-2);
  const byParent = parent === undefined ? undefined : BY_PARENT_SEGMENT[parent];
  if (byParent) return byParent(last);
  return BY_LAST_SEGMENT[last] ?? null;
}

/** The header title: the catalogue's, else the last path segment in words; the empty segment is 'Dashboard'. */
export function pageTitle(pathname: string): string {
  const known = catalogueTitle(pathname);
  if (known !== null) return known;
  const words = decoded(pathname.split('/').filter(Boolean).at(-1) ?? '').replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
