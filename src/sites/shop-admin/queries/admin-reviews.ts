// Reviews as the back office moderates them: every review with its product, filtered, sorted and
// paged like Marketing > All Reviews, and Magento's numeric review statuses.
import type { SiteDb } from '../../data/site-db.js';
import type { GridState } from '../views/grid-state.js';
import { containsText as contains, inDateRange, inRange, pageOf } from './grid-match.js';

/** A review with its product, as the review grid lists it. */
export interface AdminReviewRow {
  id: number;
  product_id: number;
  customer_id: number | null;
  nickname: string;
  title: string;
  detail: string;
  rating: number;
  status: string;
  created_at: string;
  product_name: string;
  sku: string;
}

/** Labels of the stored statuses. */
export const REVIEW_STATUS_LABELS: Readonly<Record<string, string>> = {
  approved: 'Approved',
  pending: 'Pending',
  not_approved: 'Not Approved',
};

/** Magento's `status_id` values of the review form, by stored status. */
export const REVIEW_STATUS_IDS: Readonly<Record<string, string>> = {
  approved: '1',
  pending: '2',
  not_approved: '3',
};

/** The stored status of a `status_id`, or undefined. */
export function reviewStatusOfId(statusId: string): string | undefined {
  return Object.entries(REVIEW_STATUS_IDS).find(([, id]) => id === statusId)?.[0];
}

/** `Customer` for reviews written from an account, else `Guest`. */
export function reviewType(review: { customer_id: number | null }): string {
  return review.customer_id === null ? 'Guest' : 'Customer';
}

/** Every review, by id. */
export function adminReviews(db: SiteDb): AdminReviewRow[] {
  return db.all<AdminReviewRow>(
    `SELECT r.id, r.product_id, r.customer_id, r.nickname, r.title, r.detail, r.rating, r.status, r.created_at,
       p.name AS product_name, p.sku
     FROM reviews r JOIN products p ON p.id = r.product_id ORDER BY r.id`,
  );
}

export function adminReview(db: SiteDb, id: number): AdminReviewRow | undefined {
  return adminReviews(db).find((r) => r.id === id);
}

const SORTS: Record<string, (a: AdminReviewRow, b: AdminReviewRow) => number> = {
  review_id: (a, b) => a.id - b.id,
  created_at: (a, b) => a.created_at.localeCompare(b.created_at),
  status: (a, b) => a.status.localeCompare(b.status),
  title: (a, b) => a.title.localeCompare(b.title),
  nickname: (a, b) => a.nickname.localeCompare(b.nickname),
  detail: (a, b) => a.detail.localeCompare(b.detail),
  name: (a, b) => a.product_name.localeCompare(b.product_name),
  sku: (a, b) => a.sku.localeCompare(b.sku),
};

export const REVIEW_SORT_FIELDS = Object.keys(SORTS);

/** Filters, sorts and pages the reviews; `onlyStatus` fixes the status (Pending Reviews). */
export function queryReviewGrid(
  db: SiteDb,
  state: GridState,
  onlyStatus?: string,
): { rows: AdminReviewRow[]; total: number } {
  const f = state.filters;
  const rows = adminReviews(db).filter(
    (r) =>
      (onlyStatus === undefined || r.status === onlyStatus) &&
      inRange(r.id, f['review_id][from'], f['review_id][to']) &&
      inDateRange(r.created_at, f['created_at][from'], f['created_at][to']) &&
      (f.status === undefined || REVIEW_STATUS_IDS[r.status] === f.status) &&
      contains(r.title, f.title) &&
      contains(r.nickname, f.nickname) &&
      contains(r.detail, f.detail) &&
      (f.type === undefined || reviewType(r) === f.type) &&
      contains(r.product_name, f.name) &&
      contains(r.sku, f.sku),
  );
  const compare = SORTS[state.sortField] ?? SORTS.review_id!;
  const sign = state.sortDirection === 'desc' ? -1 : 1;
  rows.sort((a, b) => sign * compare(a, b) || a.id - b.id);
  return pageOf(rows, state);
}
