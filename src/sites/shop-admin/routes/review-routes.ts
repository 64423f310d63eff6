// Marketing > All Reviews and Pending Reviews: the review grids with mass delete and status update,
// and the review form (status, nickname, summary, text; save and delete), at /admin/review/product/.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { formatAdminDateTime } from '../admin-format.js';
import { addMessage } from '../admin-session.js';
import {
  type AdminReviewRow,
  adminReview,
  queryReviewGrid,
  REVIEW_SORT_FIELDS,
  REVIEW_STATUS_IDS,
  REVIEW_STATUS_LABELS,
  reviewStatusOfId,
  reviewType,
} from '../queries/admin-reviews.js';
import { renderAdminPage } from '../views/admin-layout.js';
import { fieldRow, selectField, textField } from '../views/form-fields.js';
import { type GridDefaults, parseGridState } from '../views/grid-state.js';
import { type LegacyGridColumn, legacyFilters, renderLegacyGrid } from '../views/legacy-grid.js';
import { safeReturn } from './safe-return.js';

const DEFAULTS: GridDefaults = { sortField: 'created_at', sortDirection: 'desc', pageSize: 20 };
const STATUS_OPTIONS = Object.entries(REVIEW_STATUS_IDS).map(
  ([status, id]) => [id, REVIEW_STATUS_LABELS[status]!] as const,
);

function columns(request: RequestContext): LegacyGridColumn<AdminReviewRow>[] {
  return [
    {
      key: 'review_id',
      label: 'ID',
      cell: (r) => r.id,
      filter: { kind: 'range', key: 'review_id', label: 'ID' },
    },
    {
      key: 'created_at',
      label: 'Created',
      cell: (r) => formatAdminDateTime(r.created_at),
      filter: { kind: 'dateRange', key: 'created_at', label: 'Created' },
    },
    {
      key: 'status',
      label: 'Status',
      cell: (r) => REVIEW_STATUS_LABELS[r.status] ?? r.status,
      filter: { kind: 'select', key: 'status', label: 'Status', options: STATUS_OPTIONS },
    },
    {
      key: 'title',
      label: 'Title',
      cell: (r) => r.title,
      filter: { kind: 'text', key: 'title', label: 'Title' },
    },
    {
      key: 'nickname',
      label: 'Nickname',
      cell: (r) => r.nickname,
      filter: { kind: 'text', key: 'nickname', label: 'Nickname' },
    },
    {
      key: 'detail',
      label: 'Review',
      cell: (r) => r.detail,
      filter: { kind: 'text', key: 'detail', label: 'Review' },
    },
    {
      key: '',
      label: 'Type',
      cell: (r) => reviewType(r),
      filter: {
        kind: 'select',
        key: 'type',
        label: 'Type',
        options: [
          ['Customer', 'Customer'],
          ['Guest', 'Guest'],
        ],
      },
    },
    {
      key: 'name',
      label: 'Product',
      cell: (r) => r.product_name,
      filter: { kind: 'text', key: 'name', label: 'Product' },
    },
    { key: 'sku', label: 'SKU', cell: (r) => r.sku, filter: { kind: 'text', key: 'sku', label: 'SKU' } },
    {
      key: '',
      label: 'Action',
      cell: (r) => html`<a href="${request.href(`/review/product/edit/id/${r.id}/`)}">Edit</a>`,
    },
  ];
}

function reviewGrid(request: RequestContext, pendingOnly: boolean): SiteResponse {
  const gridColumns = columns(request);
  const state = parseGridState(request.query, legacyFilters(gridColumns), REVIEW_SORT_FIELDS, DEFAULTS);
  const { rows, total } = queryReviewGrid(request.db, state, pendingOnly ? 'pending' : undefined);
  return renderAdminPage(request, {
    title: pendingOnly ? 'Pending Reviews' : 'Reviews',
    trail: ['Customer Reviews', 'Reviews', 'Marketing'],
    body: renderLegacyGrid({
      request,
      path: pendingOnly ? '/review/product/pending/' : '/review/product/',
      name: 'reviewGrid',
      columns: gridColumns,
      defaults: DEFAULTS,
      state,
      rows,
      total,
      rowId: (r) => r.id,
      massActions: {
        action: '/review/product/massAction/',
        options: [
          ['massDelete', 'Delete'],
          ['massUpdateStatus', 'Update Status'],
        ],
      },
      massExtra: html`<select class="admin__control-select" name="status" id="reviewGrid_mass_status" aria-label="Status" title="Status">${STATUS_OPTIONS.map(
        ([id, label]) => html`<option value="${id}">${label}</option>`,
      )}</select>`,
    }),
  });
}

function massAction(request: RequestContext): SiteResponse {
  const ids = request.form.getAll('selected[]').map(Number).filter(Number.isInteger);
  const back = safeReturn(request, request.form.get('return'), '/review/product/');
  const action = request.form.get('massaction');
  if (ids.length === 0) {
    addMessage(request, 'error', 'Please select review(s).');
    return redirect(back);
  }
  const status = reviewStatusOfId(request.form.get('status') ?? '');
  if (action === 'massDelete') {
    const deleted = request.db.transaction(() =>
      ids.reduce((sum, id) => sum + request.db.run('DELETE FROM reviews WHERE id = ?', id).changes, 0),
    );
    addMessage(request, 'success', `A total of ${deleted} record(s) have been deleted.`);
  } else if (action === 'massUpdateStatus' && status) {
    const updated = request.db.transaction(() =>
      ids.reduce(
        (sum, id) => sum + request.db.run('UPDATE reviews SET status = ? WHERE id = ?', status, id).changes,
        0,
      ),
    );
    addMessage(request, 'success', `A total of ${updated} record(s) have been updated.`);
  } else {
    addMessage(request, 'error', 'Please select an action.');
  }
  return redirect(back);
}

function stars(rating: number): string {
  return '★'.repeat(rating) + '☆'.repeat(5 - rating);
}

function editForm(request: RequestContext, review: AdminReviewRow): SafeHtml {
  return html`<form id="edit_form" method="post" action="${request.href(`/review/product/save/id/${review.id}/`)}">
  <fieldset class="admin__fieldset"><legend class="admin__legend">Review Details</legend>
    ${fieldRow('product_name', 'Product', html`<a id="product_name" href="${request.href(`/catalog/product/edit/id/${review.product_id}/`)}">${review.product_name}</a>`)}
    ${fieldRow('customer', 'Author', html`<span id="customer">${reviewType(review)}</span>`)}
    ${fieldRow('rating', 'Summary Rating', html`<span id="rating" class="rating-stars" title="${review.rating} out of 5">${stars(review.rating)}</span>`)}
    ${selectField('status_id', 'status_id', 'Status', STATUS_OPTIONS, REVIEW_STATUS_IDS[review.status] ?? '2', { required: true })}
    ${fieldRow('visibility', 'Visibility', html`<span id="visibility">Main Website / Main Website Store / Default Store View</span>`)}
    ${textField('nickname', 'nickname', 'Nickname', review.nickname, { required: true })}
    ${textField('title', 'title', 'Summary of Review', review.title, { required: true })}
    ${fieldRow('detail', 'Review', html`<textarea class="admin__control-textarea" id="detail" name="detail" rows="6" required>${review.detail}</textarea>`, { required: true })}
  </fieldset>
</form>
<div class="modal-overlay" id="delete-review-modal" hidden><div class="modal-popup" role="dialog" aria-modal="true" aria-label="Delete review">
  <p>Are you sure you want to do this?</p>
  <form method="post" action="${request.href(`/review/product/delete/id/${review.id}/`)}" class="modal-footer">
    <button class="action-default" type="button" data-modal-close>Cancel</button>
    <button class="action-primary" type="submit">OK</button>
  </form>
</div></div>`;
}

function editPage(request: RequestContext): SiteResponse {
  const review = adminReview(request.db, Number(request.params.id));
  if (!review) {
    addMessage(request, 'error', 'The review you are trying to edit does not exist.');
    return redirect(request.href('/review/product/'));
  }
  return renderAdminPage(request, {
    title: 'Edit Review',
    trail: ['Customer Reviews', 'Reviews', 'Marketing'],
    actions: html`<a class="action-default action-back" href="${request.href('/review/product/')}">Back</a>
      <button class="action-default" type="button" data-modal-open="delete-review-modal">Delete Review</button>
      <a class="action-default" href="${request.href(`/review/product/edit/id/${review.id}/`)}">Reset</a>
      <button class="action-primary" id="save_button" type="submit" form="edit_form">Save Review</button>`,
    body: editForm(request, review),
  });
}

function save(request: RequestContext): SiteResponse {
  const id = Number(request.params.id);
  const review = adminReview(request.db, id);
  const status = reviewStatusOfId(request.form.get('status_id') ?? '');
  const get = (name: string) => (request.form.get(name) ?? '').trim();
  if (!review || !status || !get('nickname') || !get('title') || !get('detail')) {
    addMessage(
      request,
      'error',
      review
        ? 'Please fill in every required field.'
        : 'The review was removed by another user or does not exist.',
    );
    return redirect(request.href(review ? `/review/product/edit/id/${id}/` : '/review/product/'));
  }
  request.db.run(
    'UPDATE reviews SET status = ?, nickname = ?, title = ?, detail = ? WHERE id = ?',
    status,
    get('nickname'),
    get('title'),
    get('detail'),
    id,
  );
  addMessage(request, 'success', 'You saved the review.');
  return redirect(request.href('/review/product/'));
}

function remove(request: RequestContext): SiteResponse {
  const { changes } = request.db.run('DELETE FROM reviews WHERE id = ?', Number(request.params.id));
  addMessage(
    request,
    changes ? 'success' : 'error',
    changes ? 'The review has been deleted.' : 'The review does not exist.',
  );
  return redirect(request.href('/review/product/'));
}

export function addReviewRoutes(router: Router): void {
  router
    .get('/review/product', (r) => reviewGrid(r, false))
    .get('/review/product/index', (r) => reviewGrid(r, false))
    .get('/review/product/pending', (r) => reviewGrid(r, true))
    .get('/review/product/edit/id/:id', editPage)
    .post('/review/product/save/id/:id', save)
    .post('/review/product/delete/id/:id', remove)
    .post('/review/product/massAction', massAction);
}
