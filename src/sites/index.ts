// sites/: the built-in websites (one folder each) and the framework they share: the Site interface,
// the host that serves slots of them on loopback, seeded SQLite data, task templates and oracles.

export * from './builtin-sites.js';
export * from './data/pristine-cache.js';
export * from './data/rng.js';
export * from './data/site-database.js';
export * from './data/site-db.js';
export * from './forum/forum-site.js';
export * from './homepage/homepage-site.js';
export * from './host/site-host.js';
export * from './http/cookies.js';
export * from './http/html.js';
export * from './http/request-context.js';
export * from './http/response.js';
export * from './http/router.js';
export * from './http/session.js';
export * from './magento/magento-database.js';
export * from './magento/store-format.js';
export * from './map/map-site.js';
export * from './oracle/actions.js';
export * from './oracle/find-element.js';
export * from './oracle/oracle-agent.js';
export * from './oracle/solver.js';
export * from './oracle/steps.js';
export * from './shop/shop-site.js';
export * from './shop-admin/shop-admin-site.js';
export * from './site.js';
export * from './tasks/build-task-sets.js';
export * from './tasks/eval-specs.js';
export * from './tasks/func-helper.js';
export * from './tasks/load-builtin-tasks.js';
export * from './tasks/task-template.js';
