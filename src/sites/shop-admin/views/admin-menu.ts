// The back office's left sidebar: the Magento logo and the main menu, each section with a flyout
// panel of its pages that opens on hover (CSS) or on click (admin.js), as Magento's menu does.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';

/** One link of a flyout, under an optional group heading. */
interface MenuLink {
  label: string;
  path: string;
}

interface MenuGroup {
  heading?: string;
  links: readonly MenuLink[];
}

/** A top-level section: its id (Magento's `item-…` class), label, and flyout groups. */
interface MenuSection {
  id: string;
  label: string;
  icon: string;
  /** Paths (prefixes) that make the section the active one. */
  owns: readonly string[];
  groups: readonly MenuGroup[];
}

const SECTIONS: readonly MenuSection[] = [
  {
    id: 'sales',
    label: 'Sales',
    icon: '$',
    owns: ['/sales/'],
    groups: [{ heading: 'Operations', links: [{ label: 'Orders', path: '/sales/order/' }] }],
  },
  {
    id: 'catalog',
    label: 'Catalog',
    icon: '▦',
    owns: ['/catalog/'],
    groups: [{ heading: 'Inventory', links: [{ label: 'Products', path: '/catalog/product/' }] }],
  },
  {
    id: 'customer',
    label: 'Customers',
    icon: '☺',
    owns: ['/customer/'],
    groups: [{ links: [{ label: 'All Customers', path: '/customer/index/' }] }],
  },
  {
    id: 'marketing',
    label: 'Marketing',
    icon: '✉',
    owns: ['/review/', '/search/'],
    groups: [
      { heading: 'SEO & Search', links: [{ label: 'Search Terms', path: '/search/term/index/' }] },
      {
        heading: 'User Content',
        links: [
          { label: 'All Reviews', path: '/review/product/' },
          { label: 'Pending Reviews', path: '/review/product/pending/' },
        ],
      },
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    icon: '▥',
    owns: ['/reports/'],
    groups: [
      {
        heading: 'Sales',
        links: [
          { label: 'Orders', path: '/reports/report_sales/sales/' },
          { label: 'Shipping', path: '/reports/report_sales/shipping/' },
        ],
      },
      { heading: 'Products', links: [{ label: 'Bestsellers', path: '/reports/report_sales/bestsellers/' }] },
      { heading: 'Marketing', links: [{ label: 'Search Terms', path: '/search/term/report/' }] },
    ],
  },
];

const LOGO = html`<svg viewBox="0 0 40 46" width="35" height="41" aria-hidden="true"><path d="M20 0 40 11.5v23L34 38V15L20 7 6 15v23l-6-3.5v-23z" fill="#f26322"/><path d="M23 42.5 20 46l-3-3.5V19l3-1.7 3 1.7z" fill="#f26322"/><path d="M14 40.5 9.5 38V17.5L14 15zm12 0V15l4.5 2.5V38z" fill="#f26322"/></svg>`;

function isActive(section: MenuSection, path: string): boolean {
  return section.owns.some((prefix) => path.startsWith(prefix));
}

/** The sidebar for a page at `request.path`. */
export function adminMenu(request: RequestContext): SafeHtml {
  const href = request.href;
  const path = request.path;
  const dashboardActive = path === '/' || path.includes('dashboard');
  return html`<nav class="admin__menu" id="menu-magento-backend" aria-label="Main menu">
  <a class="logo" href="${href('/admin/dashboard/')}" title="Magento Admin Panel">${LOGO}</a>
  <ul id="nav" role="menubar">
    <li class="item-dashboard level-0${dashboardActive ? ' _active' : ''}"><a href="${href('/admin/dashboard/')}" data-icon="◷">Dashboard</a></li>
    ${SECTIONS.map(
      (
        section,
      ) => html`<li class="item-${section.id} level-0 parent${isActive(section, path) ? ' _active' : ''}" data-menu-item>
      <a href="${href(section.groups[0]!.links[0]!.path)}" data-menu-toggle data-icon="${section.icon}">${section.label}</a>
      <div class="submenu" role="menu">
        <strong class="submenu-title">${section.label}</strong>
        ${section.groups.map(
          (
            group,
          ) => html`<div class="submenu-group">${group.heading ? html`<strong class="submenu-group-title">${group.heading}</strong>` : ''}
          <ul>${group.links.map((link) => html`<li class="level-2"><a href="${href(link.path)}" role="menuitem">${link.label}</a></li>`)}</ul></div>`,
        )}
      </div>
    </li>`,
    )}
  </ul>
</nav>`;
}
