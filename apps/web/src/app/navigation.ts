import { MSG } from '@abasto/domain/messages';
import { can, type Permission } from '@abasto/domain/permissions';
import type { Role } from '@abasto/domain/roles';
import { ROUTES } from '@abasto/domain/routes';
import {
  IconBooks,
  IconBuildingStore,
  IconCalendarEvent,
  IconFileInvoice,
  IconHeartbeat,
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

export interface NavLinkItem {
  label: string;
  to: string;
  permission: Permission;
}

export interface NavEntry {
  label: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  /** A direct link, or a group of links. */
  to?: string;
  permission?: Permission;
  children?: NavLinkItem[];
  /** Starts a new area of the menu (shown when entries of another area come before it). */
  section?: string;
}

/**
 * The sidebar of every role, derived from the permission matrix (docs/product.md#sidebar-per-role):
 * analista sees Cotizaciones > Ver only; admin and gerente add Registrar proveedor, Nueva
 * cotización and Usuarios; a proveedor sees only 'Ver mis datos'; care roles the care screens,
 * grouped in menus (admin sees them after the procurement ones, under their own heading).
 */
const ENTRIES: NavEntry[] = [
  { label: 'Dashboard', icon: IconLayoutDashboard, to: ROUTES.dashboard, permission: 'dashboard' },
  {
    label: 'Proveedores',
    icon: IconBuildingStore,
    children: [
      { label: 'Todos los proveedores', to: ROUTES.suppliers, permission: 'suppliers.view' },
      { label: 'Registrar proveedor', to: ROUTES.supplier('new', 'registrar-proveedor'), permission: 'suppliers.edit' },
    ],
  },
  {
    label: 'Cotizaciones',
    icon: IconFileInvoice,
    children: [
      { label: 'Ver', to: ROUTES.quotations, permission: 'quotations.history' },
      { label: 'Nueva', to: ROUTES.newQuotation('new'), permission: 'quotations.send' },
    ],
  },
  {
    label: 'Usuarios',
    icon: IconUsers,
    children: [
      { label: 'Ver', to: ROUTES.users, permission: 'users.edit' },
      { label: 'Registrar', to: ROUTES.user('new', 'registrar-usuario'), permission: 'users.create' },
    ],
  },
  { label: 'Correos', icon: IconMail, to: ROUTES.mail, permission: 'mail.outbox' },
  { label: 'Ver mis datos', icon: IconUserCircle, to: ROUTES.ownSupplier, permission: 'supplier.own' },
  // The care area: its home (the calendar) first, then one menu per kind of work.
  { label: 'Agenda', icon: IconCalendarEvent, to: ROUTES.calendar, permission: 'care', section: MSG.navCareArea },
  {
    label: MSG.navCommunication,
    icon: IconMessages,
    children: [
      { label: MSG.navMessages, to: ROUTES.messages, permission: 'care' },
      { label: MSG.navContacts, to: ROUTES.contacts, permission: 'care' },
    ],
  },
  {
    label: MSG.carePrescriptions,
    icon: IconPrescription,
    children: [
      { label: MSG.navPrescriptionList, to: ROUTES.prescriptions, permission: 'care.prescriptions' },
      { label: MSG.navPrescriptionUsage, to: ROUTES.prescriptionUsage, permission: 'care' },
    ],
  },
  {
    label: MSG.navFollowUp,
    icon: IconHeartbeat,
    children: [
      { label: MSG.navPainDiary, to: ROUTES.painDiary, permission: 'care' },
      { label: MSG.navDailyAnswers, to: ROUTES.dailyAnswers, permission: 'care' },
    ],
  },
  {
    label: MSG.navJourneys,
    icon: IconRoute,
    children: [
      { label: MSG.navJourney, to: ROUTES.journey(), permission: 'care' },
      { label: MSG.navWizard, to: ROUTES.specialtyWizard, permission: 'care' },
      { label: MSG.navTemplates, to: ROUTES.journeyTemplates, permission: 'care' },
    ],
  },
  {
    label: MSG.careContents,
    icon: IconBooks,
    children: [
      { label: MSG.navContentLibrary, to: ROUTES.contents, permission: 'care' },
      { label: MSG.navTutorials, to: ROUTES.tutorials, permission: 'care' },
    ],
  },
  {
    label: MSG.navSettings,
    icon: IconSettings,
    children: [{ label: MSG.careLists, to: ROUTES.valueLists, permission: 'care.lists' }],
  },
];

export function navigationFor(role: Role): NavEntry[] {
  const out: NavEntry[] = [];
  for (const entry of ENTRIES) {
    if (entry.children) {
      const children = entry.children.filter((c) => can(role, c.permission));
      if (children.length > 0) out.push({ ...entry, children });
    } else if (entry.permission && can(role, entry.permission)) {
      out.push(entry);
    }
  }
  return out;
}
