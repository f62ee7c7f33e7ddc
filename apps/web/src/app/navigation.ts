import { can, type Permission } from '@abasto/domain/permissions';
import type { Role } from '@abasto/domain/roles';
import { type Icon, MENU_GROUPS, type MenuGroup, type NavBadge, type NavItem, SCREENS } from './route-table.ts';

export interface NavLinkItem {
  label: string;
  to: string;
  badge?: NavBadge;
}

export interface NavEntry {
  label: string;
  icon: Icon;
  /** A direct link, or a menu of links. */
  to?: string;
  children?: NavLinkItem[];
  /** Starts a new area of the menu (shown when entries of another area come before it). */
  section?: string;
}

/** Who may follow a sidebar link: the link's own permission, else the screen's. */
function allowed(role: Role, item: NavItem, access: (typeof SCREENS)[number]['access']): boolean {
  if (item.permission) return can(role, item.permission);
  if (access === 'signed-in' || access === 'public') return true;
  if (access === 'public-only') return false;
  const needed: readonly Permission[] = typeof access === 'string' ? [access] : access;
  return needed.some((p) => can(role, p));
}

/**
 * The sidebar of a role, from the route table's `nav` entries it may open
 * (docs/product.md#sidebar-per-role): direct links and menus in their `order`, a menu's links in theirs, menus with no
 * link for the role left out.
 */
export function navigationFor(role: Role): NavEntry[] {
  const top: { order: number; entry: NavEntry }[] = [];
  const menus = new Map<MenuGroup, { order: number; links: { order: number; link: NavLinkItem }[] }>();
  for (const screen of SCREENS) {
    const item = screen.nav;
    if (!item || !allowed(role, item, screen.access)) continue;
    const to = item.to ?? screen.path;
    if (item.group === undefined) {
      top.push({ order: item.order, entry: { label: item.label, icon: item.icon, to, section: item.section } });
      continue;
    }
    const menu = menus.get(item.group) ?? { order: MENU_GROUPS[item.group].order, links: [] };
    menu.links.push({ order: item.order, link: { label: item.label, to, ...(item.badge ? { badge: item.badge } : {}) } });
    menus.set(item.group, menu);
  }
  for (const [group, menu] of menus) {
    const { label, icon } = MENU_GROUPS[group];
    const children = menu.links.sort((a, b) => a.order - b.order).map((l) => l.link);
    top.push({ order: menu.order, entry: { label, icon, children } });
  }
  return top.sort((a, b) => a.order - b.order).map((t) => t.entry);
}
