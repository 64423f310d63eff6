// The dashboard (/admin/admin/dashboard/, also /admin/dashboard as WebArena's login check opens):
// lifetime sales, average order, last orders, search terms, and tabs of bestsellers and customers.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import type { SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { formatMoney } from '../../magento/store-format.js';
import {
  type DashboardCustomerRow,
  dashboardBestsellers,
  dashboardTotals,
  lastOrders,
  lastSearchTerms,
  newCustomers,
  type TermRow,
  topCustomers,
  topSearchTerms,
} from '../queries/admin-dashboard.js';
import { renderAdminPage } from '../views/admin-layout.js';

function termsTable(terms: readonly TermRow[]): SafeHtml {
  return html`<table class="dashboard-data"><thead><tr><th>Search Term</th><th class="col-num">Results</th><th class="col-num">Uses</th></tr></thead>
    <tbody>${terms.map((t) => html`<tr><td>${t.query}</td><td class="col-num">${t.results}</td><td class="col-num">${t.uses}</td></tr>`)}</tbody></table>`;
}

function customersTable(request: RequestContext, rows: readonly DashboardCustomerRow[]): SafeHtml {
  return html`<table class="dashboard-data"><thead><tr><th>Customer</th><th class="col-num">Orders</th><th class="col-num">Average</th><th class="col-num">Total</th></tr></thead>
    <tbody>${rows.map(
      (
        c,
      ) => html`<tr><td><a href="${request.href(`/customer/index/edit/id/${c.id}/`)}">${c.name}</a></td><td class="col-num">${c.orders}</td>
      <td class="col-num">${formatMoney(c.average_cents)}</td><td class="col-num">${formatMoney(c.total_cents)}</td></tr>`,
    )}</tbody></table>`;
}

function dashboard(request: RequestContext): SiteResponse {
  const db = request.db;
  const totals = dashboardTotals(db);
  const tab = (key: string, label: string, active = false) =>
    html`<li><button type="button" data-tab-target="${key}"${active ? html` class="_active"` : ''}>${label}</button></li>`;
  const panel = (key: string, content: SafeHtml, shown = false) =>
    html`<div data-tab-panel="${key}" data-tab-group-of="dashboard"${shown ? '' : html` hidden`}>${content}</div>`;
  return renderAdminPage(request, {
    title: 'Dashboard',
    actions: html`<a class="action-default" href="${request.href('/admin/dashboard/')}" title="Reload Data">Reload Data</a>`,
    body: html`<div class="dashboard-container">
  <div class="dashboard-secondary">
    <div class="dashboard-item dashboard-item-primary"><div class="dashboard-item-title">Lifetime Sales</div><span class="dashboard-sales-value">${formatMoney(totals.lifetimeCents)}</span></div>
    <div class="dashboard-item dashboard-item-primary"><div class="dashboard-item-title">Average Order</div><span class="dashboard-sales-value">${formatMoney(totals.averageCents)}</span></div>
    <div class="dashboard-item"><div class="dashboard-item-title">Last Orders</div>
      <table class="dashboard-data"><thead><tr><th>Customer</th><th class="col-num">Items</th><th class="col-num">Total</th></tr></thead>
      <tbody>${lastOrders(db).map(
        (
          o,
        ) => html`<tr title="${request.href(`/sales/order/view/order_id/${o.id}/`)}"><td><a href="${request.href(`/sales/order/view/order_id/${o.id}/`)}">${o.customer}</a></td>
        <td class="col-num">${o.items}</td><td class="col-num">${formatMoney(o.grand_total_cents)}</td></tr>`,
      )}</tbody></table></div>
    <div class="dashboard-item"><div class="dashboard-item-title">Last Search Terms</div>${termsTable(lastSearchTerms(db))}</div>
    <div class="dashboard-item"><div class="dashboard-item-title">Top Search Terms</div>${termsTable(topSearchTerms(db))}</div>
  </div>
  <div class="dashboard-main">
    <div class="dashboard-chart-note">Chart is disabled. Figures below are for the store's lifetime.</div>
    <ul class="dashboard-totals">
      <li class="dashboard-totals-item"><span class="dashboard-totals-label">Revenue</span><span class="dashboard-totals-value">${formatMoney(totals.lifetimeCents)}</span></li>
      <li class="dashboard-totals-item"><span class="dashboard-totals-label">Tax</span><span class="dashboard-totals-value">$0.00</span></li>
      <li class="dashboard-totals-item"><span class="dashboard-totals-label">Shipping</span><span class="dashboard-totals-value">${formatMoney(totals.shippingCents)}</span></li>
      <li class="dashboard-totals-item"><span class="dashboard-totals-label">Quantity</span><strong class="dashboard-totals-value">${totals.quantity}</strong></li>
    </ul>
    <div class="dashboard-store-stats">
      <ul class="tabs-horiz" data-tab-group="dashboard">${tab('bestsellers', 'Bestsellers', true)}${tab('new-customers', 'New Customers')}${tab('customers', 'Customers')}</ul>
      ${panel(
        'bestsellers',
        html`<table class="dashboard-data"><thead><tr><th>Product</th><th class="col-num">Price</th><th class="col-num">Quantity</th></tr></thead>
        <tbody>${dashboardBestsellers(db).map(
          (
            p,
          ) => html`<tr title="${request.href(`/catalog/product/edit/id/${p.id}/`)}"><td><a href="${request.href(`/catalog/product/edit/id/${p.id}/`)}">${p.name}</a></td>
          <td class="col-num">${formatMoney(p.price_cents)}</td><td class="col-num">${p.qty}</td></tr>`,
        )}</tbody></table>`,
        true,
      )}
      ${panel('new-customers', customersTable(request, newCustomers(db)))}
      ${panel('customers', customersTable(request, topCustomers(db)))}
    </div>
  </div>
</div>`,
  });
}

export function addDashboardRoutes(router: Router): void {
  router
    .get('/admin/dashboard', dashboard)
    .get('/admin/dashboard/index', dashboard)
    .get('/dashboard', dashboard)
    .get('/', dashboard);
}
