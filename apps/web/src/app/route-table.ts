import { MSG } from '@abasto/domain/messages';
import type { Permission } from '@abasto/domain/permissions';
import { ROUTES, type SupplierOperation, type UserOperation } from '@abasto/domain/routes';
import { isRowIdSegment } from '@abasto/domain/row-id';
import {
  IconBooks,
  IconBuildingStore,
  IconCalendarEvent,
  IconFileInvoice,
  IconHeartbeat,
  IconHistory,
  IconLayoutDashboard,
  IconMail,
  IconMessages,
  IconPrescription,
  IconRoute,
  IconSettings,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { journeyScreen } from '../features/care/journey/journey-screens.ts';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { FIRST_PAGE_DATA, type FirstPageData, quotationPageData, supplierPageData } from './first-pages.ts';

/**
 * Who may open a screen: anyone (`public`), only a visitor without a session (`public-only`, sent
 * to their start page otherwise), `signed-in` (any role), or a role holding a permission of the
 * domain's matrix (any of a list). The server refuses the calls anyway; this keeps the screen away.
 */
export type Access = 'public' | 'public-only' | 'signed-in' | Permission | readonly Permission[];

export type Icon = ComponentType<{ size?: number | string; stroke?: number }>;

/** The sidebar's menus, in the sidebar's order among the direct links (`order`). */
export const MENU_GROUPS = {
  suppliers: { label: 'Proveedores', icon: IconBuildingStore, order: 20 },
  quotations: { label: 'Cotizaciones', icon: IconFileInvoice, order: 30 },
  users: { label: 'Usuarios', icon: IconUsers, order: 40 },
  communication: { label: MSG.navCommunication, icon: IconMessages, order: 80 },
  prescriptions: { label: MSG.carePrescriptions, icon: IconPrescription, order: 90 },
  followUp: { label: MSG.navFollowUp, icon: IconHeartbeat, order: 100 },
  journeys: { label: MSG.navJourneys, icon: IconRoute, order: 110 },
  contents: { label: MSG.careContents, icon: IconBooks, order: 120 },
  settings: { label: MSG.navSettings, icon: IconSettings, order: 130 },
} satisfies Record<string, { label: string; icon: Icon; order: number }>;

export type MenuGroup = keyof typeof MENU_GROUPS;

/**
 * A screen's link in the sidebar: a direct link (with its icon) or a link inside a menu. `to`
 * (the screen's path by default) and a narrower `permission` serve screens reached with
 * parameters, such as "Registrar proveedor", the supplier screen opened to register one.
 */
export type NavItem = { label: string; order: number; to?: string; permission?: Permission; badge?: NavBadge } & (
  | { icon: Icon; group?: never; section?: string }
  | { group: MenuGroup; icon?: never; section?: never }
);

/** A count drawn next to a sidebar link: 'admissions' is the pending solicitudes de alta. */
export type NavBadge = 'admissions' | 'unreadMessages';

type PageModule = { default: ComponentType };

export interface Screen {
  /** A React Router pattern built from the domain's ROUTES. */
  path: string;
  /** The page's module, loaded when the route is opened (a chunk of its own)... */
  page?: () => Promise<PageModule>;
  /** ...or, for the few screens drawn with the app's own code, the page itself. */
  component?: ComponentType;
  access: Access;
  /** The header's title and the document's; from the path's parameters where they name the page (null: none). */
  title: string | ((params: Readonly<Record<string, string | undefined>>) => string | null);
  nav?: NavItem;
  /**
   * A first page: the data it shows (first-pages.ts), put into the query cache by the route's
   * loader before it is drawn (with a stored session only; early.ts starts it sooner on a first
   * load). The page is then drawn once, with its data.
   */
  data?: FirstPageData;
  /**
   * The server answers this path with index.html plus links to the page's files (the build's
   * route-preloads.json), so they download with the entry script rather than after it.
   */
  preload?: boolean;
  /**
   * Drawn with the first screens' Mantine styles only (mantine-first.css, as a `preload` screen
   * is), not after Mantine's whole stylesheet: the build stops if the page draws a component whose
   * styles that file lacks (vite.config.ts). For the pages people open first and often. Parts such
   * a page draws later or on demand load the whole stylesheet with their code (`withAllStyles`).
   */
  firstStyles?: boolean;
  /**
   * The word the path's `:id` takes on the screen that registers a record (`new`; `novo` in the
   * care area). Otherwise an `:id` that is not a record id (a positive whole number) shows the
   * not-found page at once.
   */
  newId?: 'new' | 'novo';
}

/** The area a screen belongs to, which sets its language: the care area speaks Portuguese. */
export function screenArea(screen: Pick<Screen, 'access'>): 'care' | 'procurement' {
  const perms = typeof screen.access === 'string' ? [screen.access] : screen.access;
  return perms.length > 0 && perms.every((p) => p === 'care' || p.startsWith('care.')) ? 'care' : 'procurement';
}

/** Whether a path's `:id` names a record: a positive whole number (or the screen's word for a new one). */
export function isRecordId(value: string | undefined, newId?: string): boolean {
  if (value === undefined) return true;
  if (newId !== undefined && value === newId) return true;
  return isRowIdSegment(value);
}

/** A parameter in a ROUTES path: the pattern React Router matches. */
const param = (name: string) => `:${name}`;

const SUPPLIER_TITLES: Record<SupplierOperation, string> = {
  'registrar-proveedor': MSG.pageTitleSupplierRegister,
  'consultar-proveedor': MSG.pageTitleSupplierConsult,
  'editar-proveedor': MSG.pageTitleSupplierEdit,
};
const USER_TITLES: Record<UserOperation, string> = {
  'registrar-usuario': MSG.pageTitleUserRegister,
  'consultar-usuario': MSG.pageTitleUserConsult,
  'editar-usuario': MSG.pageTitleUserEdit,
};
const titleOf = (titles: Record<string, string>, key: string | undefined) =>
  (key !== undefined && Object.hasOwn(titles, key) ? titles[key] : undefined) ?? null;

/** Every screen of the app (docs/product.md#route-table). Paths match exactly. */
export const SCREENS: readonly Screen[] = [
  // Visitors
  { path: ROUTES.login, component: LoginPage, access: 'public-only', title: MSG.pageTitleLogin },
  {
    path: ROUTES.recoverPassword,
    page: () => import('../features/auth/pages/recover-password-page.tsx'),
    access: 'public-only',
    title: MSG.recoverButton,
  },
  {
    path: ROUTES.completeRegistration(param('activationKey')),
    page: () => import('../features/auth/pages/complete-registration-page.tsx'),
    access: 'public-only',
    title: MSG.pageTitleCompleteRegistration,
  },
  {
    path: ROUTES.registerSupplier,
    page: () => import('../features/registration/pages/register-supplier-page.tsx'),
    access: 'public-only',
    title: MSG.registrationTitle,
  },
  {
    // A supplier answers by the link of its e-mail, with or without a session (docs/sourcing.md).
    path: ROUTES.answerRequest(param('token')),
    page: () => import('../features/sourcing/pages/answer-page.tsx'),
    access: 'public',
    title: MSG.sourcingAnswerPageTitle,
  },

  // Procurement
  {
    path: ROUTES.dashboard,
    page: () => import('../features/dashboard/pages/dashboard-page.tsx'),
    access: 'dashboard',
    title: MSG.pageTitleDashboard,
    nav: { label: 'Dashboard', icon: IconLayoutDashboard, order: 10 },
    data: FIRST_PAGE_DATA[ROUTES.dashboard],
    // Not preloaded: a visitor without a session opens '/' most, and is sent to the login page.
    firstStyles: true,
  },
  {
    path: ROUTES.suppliers,
    page: () => import('../features/suppliers/pages/supplier-list-page.tsx'),
    access: 'suppliers.view',
    title: MSG.supplierListTitle,
    nav: { group: 'suppliers', label: 'Todos los proveedores', order: 1 },
    data: FIRST_PAGE_DATA[ROUTES.suppliers],
    preload: true,
  },
  {
    path: ROUTES.supplier(param('id'), param('operacion') as SupplierOperation),
    newId: 'new',
    page: () => import('../features/suppliers/pages/supplier-detail-page.tsx'),
    // A proveedor reaches it too, to be told plainly that other suppliers are not its to see.
    access: ['suppliers.view', 'supplier.own'],
    // The record and its qualification leave with the page's code, not after it has drawn.
    data: supplierPageData,
    firstStyles: true,
    title: ({ operacion }) => titleOf(SUPPLIER_TITLES, operacion),
    nav: {
      group: 'suppliers',
      label: 'Registrar proveedor',
      order: 2,
      to: ROUTES.supplier('new', 'registrar-proveedor'),
      permission: 'suppliers.edit',
    },
  },
  {
    // docs/product.md#supplier-import-and-export
    path: ROUTES.importSuppliers,
    page: () => import('../features/suppliers/pages/supplier-import-page.tsx'),
    access: 'suppliers.edit',
    title: MSG.importTitle,
  },
  {
    // docs/product.md#supplier-admission
    path: ROUTES.admissions,
    page: () => import('../features/admissions/pages/admission-list-page.tsx'),
    access: 'suppliers.admission',
    title: MSG.admissionTitle,
    nav: { group: 'suppliers', label: MSG.admissionNavLabel, order: 3, badge: 'admissions' },
  },
  {
    path: ROUTES.admission(param('id')),
    page: () => import('../features/admissions/pages/admission-detail-page.tsx'),
    access: 'suppliers.admission',
    title: MSG.admissionTitle,
  },
  {
    path: ROUTES.ownSupplier,
    page: () => import('../features/suppliers/pages/own-supplier-page.tsx'),
    access: 'supplier.own',
    title: MSG.pageTitleOwnSupplier,
    nav: { label: 'Ver mis datos', icon: IconUserCircle, order: 60 },
  },
  {
    path: ROUTES.quotations,
    page: () => import('../features/quotations/pages/quotation-list-page.tsx'),
    access: 'quotations.history',
    title: MSG.quotationHistoryTitle,
    nav: { group: 'quotations', label: 'Ver', order: 1 },
    data: FIRST_PAGE_DATA[ROUTES.quotations],
    firstStyles: true,
  },
  {
    path: ROUTES.viewQuotation(param('id')),
    page: () => import('../features/quotations/pages/quotation-detail-page.tsx'),
    access: 'quotations.history',
    title: MSG.pageTitleQuotationView,
    // The quotation and its answers leave with the page's code, not after it has drawn.
    data: quotationPageData,
    firstStyles: true,
  },
  {
    path: ROUTES.newQuotation(param('id')),
    newId: 'new',
    page: () => import('../features/quotations/pages/new-quotation-page.tsx'),
    access: 'quotations.send',
    title: MSG.quotationNewTitle,
    nav: { group: 'quotations', label: 'Nueva', order: 2, to: ROUTES.newQuotation('new') },
  },
  {
    path: ROUTES.confirmQuotation,
    page: () => import('../features/quotations/pages/confirm-quotation-page.tsx'),
    access: 'quotations.send',
    title: MSG.quotationConfirmPageTitle,
  },
  {
    path: ROUTES.users,
    page: () => import('../features/users/pages/user-list-page.tsx'),
    access: 'users.edit',
    title: MSG.pageTitleUsers,
    nav: { group: 'users', label: 'Ver', order: 1 },
  },
  {
    path: ROUTES.user(param('id'), param('operacion') as UserOperation),
    newId: 'new',
    page: () => import('../features/users/pages/user-detail-page.tsx'),
    access: 'users.edit',
    title: ({ operacion }) => titleOf(USER_TITLES, operacion),
    nav: {
      group: 'users',
      label: 'Registrar',
      order: 2,
      to: ROUTES.user('new', 'registrar-usuario'),
      permission: 'users.create',
    },
  },
  {
    path: ROUTES.mail,
    page: () => import('../features/mail/pages/mail-outbox-page.tsx'),
    access: 'mail.outbox',
    title: MSG.pageTitleMail,
    nav: { label: 'Correos', icon: IconMail, order: 50 },
  },
  {
    path: ROUTES.activity,
    page: () => import('../features/history/pages/activity-page.tsx'),
    access: 'history.all',
    title: MSG.activityTitle,
    nav: { label: MSG.activityTitle, icon: IconHistory, order: 55 },
  },
  {
    path: ROUTES.ownRequests,
    page: () => import('../features/sourcing/pages/my-requests-page.tsx'),
    access: 'sourcing.answer',
    title: MSG.sourcingMyRequestsTitle,
    nav: { label: MSG.sourcingMyRequestsTitle, icon: IconFileInvoice, order: 65 },
  },
  {
    path: ROUTES.ownRequest(param('id')),
    page: () => import('../features/sourcing/pages/my-requests-page.tsx'),
    access: 'sourcing.answer',
    title: MSG.sourcingMyRequestsTitle,
  },
  { path: ROUTES.notFound, component: NotFoundPage, access: 'signed-in', title: MSG.pageTitleNotFound },

  // The care area: its home (the calendar) first, then one menu per kind of work.
  {
    path: ROUTES.calendar,
    page: () => import('../features/care/calendar/pages/calendar-page.tsx'),
    access: 'care',
    title: MSG.carePageTitleCalendar,
    // The first month's events leave with the page's code: the month is drawn once, with them.
    data: FIRST_PAGE_DATA[ROUTES.calendar],
    firstStyles: true,
    nav: { label: 'Agenda', icon: IconCalendarEvent, order: 70, section: MSG.navCareArea },
  },
  {
    path: ROUTES.messages,
    page: () => import('../features/care/messages/pages/messages-page.tsx'),
    access: 'care',
    title: MSG.messagesTitle,
    // The unread count of the caller's conversations (docs/product.md#messages).
    nav: { group: 'communication', label: MSG.navMessages, order: 1, badge: 'unreadMessages' },
  },
  {
    // Inviting care users (docs/product.md#care-users): admin and doctors, each the roles it may give.
    path: ROUTES.careNewUser,
    page: () => import('../features/care/people/pages/new-care-user-page.tsx'),
    access: 'care.invite',
    title: MSG.careNewUserTitle,
    nav: { group: 'communication', label: MSG.navCareNewUser, order: 3 },
  },
  {
    path: ROUTES.contacts,
    page: () => import('../features/care/contacts/pages/contacts-page.tsx'),
    access: 'care',
    title: MSG.contactsTitle,
    nav: { group: 'communication', label: MSG.navContacts, order: 2 },
  },
  {
    path: ROUTES.prescriptions,
    page: () => import('../features/care/prescriptions/pages/prescription-list-page.tsx'),
    access: 'care.prescriptions',
    title: MSG.carePrescriptions,
    nav: { group: 'prescriptions', label: MSG.navPrescriptionList, order: 1 },
    data: FIRST_PAGE_DATA[ROUTES.prescriptions],
    firstStyles: true,
  },
  {
    path: `${ROUTES.prescription(param('id'), '')}${param('title')}`,
    page: () => import('../features/care/prescriptions/pages/prescription-detail-page.tsx'),
    access: 'care.prescriptions',
    title: MSG.carePrescription,
  },
  {
    path: ROUTES.prescriptionUsage,
    page: () => import('../features/care/tables/pages/prescription-usage-page.tsx'),
    access: 'care',
    title: MSG.carePageTitlePrescriptionUsage,
    nav: { group: 'prescriptions', label: MSG.navPrescriptionUsage, order: 2 },
  },
  {
    path: ROUTES.painDiary,
    page: () => import('../features/care/tables/pages/pain-diary-page.tsx'),
    access: 'care',
    title: MSG.carePageTitlePainDiary,
    nav: { group: 'followUp', label: MSG.navPainDiary, order: 1 },
  },
  {
    path: ROUTES.dailyAnswers,
    page: () => import('../features/care/tables/pages/daily-answers-page.tsx'),
    access: 'care',
    title: MSG.carePageTitleDailyAnswers,
    nav: { group: 'followUp', label: MSG.navDailyAnswers, order: 2 },
  },
  {
    path: ROUTES.journey(`${param('slug')}?`),
    page: () => import('../features/care/journey/pages/journey-page.tsx'),
    access: 'care',
    title: ({ slug }) => (slug === undefined ? MSG.journeyTitle : (journeyScreen(slug)?.title ?? MSG.journeyTitle)),
    nav: { group: 'journeys', label: MSG.navJourney, order: 1, to: ROUTES.journey() },
  },
  {
    path: ROUTES.specialtyWizard,
    page: () => import('../features/care/journey/pages/specialty-wizard-page.tsx'),
    access: 'care.journeys',
    title: MSG.wizardTitle,
    nav: { group: 'journeys', label: MSG.navWizard, order: 2 },
  },
  {
    path: ROUTES.journeyTemplates,
    page: () => import('../features/care/templates/pages/template-tree-page.tsx'),
    access: 'care.journeys',
    title: MSG.templatesTitle,
    nav: { group: 'journeys', label: MSG.navTemplates, order: 3 },
  },
  {
    path: ROUTES.contents,
    page: () => import('../features/care/contents/pages/content-library-page.tsx'),
    access: 'care',
    title: MSG.careContents,
    nav: { group: 'contents', label: MSG.navContentLibrary, order: 1 },
  },
  {
    path: ROUTES.editContent(param('id')),
    newId: 'novo',
    page: () => import('../features/care/contents/pages/content-edit-page.tsx'),
    access: 'care',
    title: MSG.carePageTitleContentEdit,
  },
  {
    path: ROUTES.tutorials,
    page: () => import('../features/care/tutorials/pages/tutorials-page.tsx'),
    access: 'care',
    title: MSG.tutorialsTitle,
    nav: { group: 'contents', label: MSG.navTutorials, order: 2 },
  },
  {
    path: ROUTES.valueLists,
    page: () => import('../features/care/value-lists/pages/value-lists-page.tsx'),
    access: 'care.lists',
    title: MSG.careLists,
    nav: { group: 'settings', label: MSG.careLists, order: 1 },
  },
];
