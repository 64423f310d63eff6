// Customers as the back office lists them: name, e-mail, group and the default billing address's
// phone, ZIP, state and country, with keyword, filters, sort and pages like Customers > All Customers.
import type { SiteDb } from '../../data/site-db.js';
import { CUSTOMER_GROUPS } from '../../magento/admin-schema.js';
import type { GridState } from '../views/grid-state.js';
import {
  containsText as contains,
  inDateRange,
  inRange,
  keywordTerms,
  matchesKeyword,
  pageOf,
} from './grid-match.js';

/** A customer as the customer grid lists them. */
export interface AdminCustomerRow {
  id: number;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  group_id: number;
  newsletter: number;
  created_at: string;
  telephone: string;
  postcode: string;
  region: string;
  city: string;
  street: string;
  country: string;
}

/** Every customer with their default billing address, by id. */
export function adminCustomers(db: SiteDb): AdminCustomerRow[] {
  return db.all<AdminCustomerRow>(
    `SELECT c.id, c.first_name, c.last_name, c.first_name || ' ' || c.last_name AS name, c.email, c.group_id, c.newsletter,
       c.created_at, COALESCE(a.telephone, '') AS telephone, COALESCE(a.postcode, '') AS postcode, COALESCE(a.region, '') AS region,
       COALESCE(a.city, '') AS city, COALESCE(a.street, '') AS street, COALESCE(a.country, '') AS country
     FROM customers c
     LEFT JOIN addresses a ON a.id = (SELECT id FROM addresses WHERE customer_id = c.id ORDER BY is_default_billing DESC, id LIMIT 1)
     ORDER BY c.id`,
  );
}

export function adminCustomer(db: SiteDb, id: number): AdminCustomerRow | undefined {
  return adminCustomers(db).find((c) => c.id === id);
}

/** The customer-group select's options: [id, name]. */
export const GROUP_OPTIONS = Object.entries(CUSTOMER_GROUPS) as [string, string][];

const SORTS: Record<string, (a: AdminCustomerRow, b: AdminCustomerRow) => number> = {
  entity_id: (a, b) => a.id - b.id,
  name: (a, b) => a.name.localeCompare(b.name),
  email: (a, b) => a.email.localeCompare(b.email),
  group_id: (a, b) => a.group_id - b.group_id,
  billing_telephone: (a, b) => a.telephone.localeCompare(b.telephone),
  billing_postcode: (a, b) => a.postcode.localeCompare(b.postcode),
  billing_region: (a, b) => a.region.localeCompare(b.region),
  created_at: (a, b) => a.created_at.localeCompare(b.created_at),
};

export const CUSTOMER_SORT_FIELDS = Object.keys(SORTS);

/** Filters, sorts and pages the customers as the customer grid's state asks. */
export function queryCustomerGrid(db: SiteDb, state: GridState): { rows: AdminCustomerRow[]; total: number } {
  const f = state.filters;
  const terms = keywordTerms(state.search);
  const rows = adminCustomers(db).filter(
    (c) =>
      matchesKeyword(terms, [c.name, c.email, c.telephone, c.postcode, c.city, c.street, c.region]) &&
      inRange(c.id, f['entity_id][from'], f['entity_id][to']) &&
      contains(c.name, f.name) &&
      contains(c.email, f.email) &&
      (f.group_id === undefined || String(c.group_id) === f.group_id) &&
      contains(c.telephone, f.billing_telephone) &&
      contains(c.postcode, f.billing_postcode) &&
      contains(c.region, f.billing_region) &&
      inDateRange(c.created_at, f['created_at][from'], f['created_at][to']),
  );
  const compare = SORTS[state.sortField] ?? SORTS.entity_id!;
  const sign = state.sortDirection === 'desc' ? -1 : 1;
  rows.sort((a, b) => sign * compare(a, b) || a.id - b.id);
  return pageOf(rows, state);
}
