// The store database's schema: a slimmed-down Magento (catalogue, reviews, customers, carts, wish
// lists, orders with status history, admin users, search terms) shared by the shop and the shop admin.
// Money is stored in cents; dates as 'YYYY-MM-DD HH:MM:SS' in the store's (fixed) time.

export const MAGENTO_SCHEMA = `
CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories(id),
  name TEXT NOT NULL,
  url_path TEXT NOT NULL UNIQUE,          -- 'electronics/computers-accessories/keyboards'
  level INTEGER NOT NULL,                 -- 1 for top-level categories
  position INTEGER NOT NULL,
  description TEXT NOT NULL
);
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL UNIQUE,
  url_key TEXT NOT NULL UNIQUE,           -- page at /<url_key>.html
  category_id INTEGER NOT NULL REFERENCES categories(id),
  brand TEXT NOT NULL,
  price_cents INTEGER NOT NULL,
  description TEXT NOT NULL,
  features TEXT NOT NULL,                 -- one selling point per line
  qty INTEGER NOT NULL,                   -- stock
  status INTEGER NOT NULL DEFAULT 1,      -- 1 enabled, 2 disabled (Magento's values)
  weight_lbs REAL NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX products_category ON products(category_id);
CREATE TABLE product_options (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  kind TEXT NOT NULL CHECK (kind IN ('color', 'size')),
  value TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX product_options_product ON product_options(product_id);
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,            -- sha256 hex of salt + password
  password_salt TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  newsletter INTEGER NOT NULL DEFAULT 0,  -- 1 subscribed to the general newsletter
  created_at TEXT NOT NULL
);
CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  region TEXT NOT NULL,                   -- full state name, 'California'
  postcode TEXT NOT NULL,
  country TEXT NOT NULL,
  telephone TEXT NOT NULL,
  is_default_billing INTEGER NOT NULL DEFAULT 0,
  is_default_shipping INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  customer_id INTEGER REFERENCES customers(id),
  nickname TEXT NOT NULL,
  title TEXT NOT NULL,
  detail TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  status TEXT NOT NULL DEFAULT 'approved' CHECK (status IN ('approved', 'pending', 'not_approved')),
  created_at TEXT NOT NULL
);
CREATE INDEX reviews_product ON reviews(product_id);
CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER REFERENCES customers(id),
  guest_token TEXT,                       -- carts of visitors who are not logged in
  product_id INTEGER NOT NULL REFERENCES products(id),
  color TEXT,
  size TEXT,
  qty INTEGER NOT NULL CHECK (qty > 0),
  added_at TEXT NOT NULL
);
CREATE TABLE wishlist_items (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  added_at TEXT NOT NULL,
  UNIQUE (customer_id, product_id)
);
CREATE TABLE compare_items (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  UNIQUE (customer_id, product_id)
);
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  increment_id TEXT NOT NULL UNIQUE,      -- '000000148', shown as Order # 000000148
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  status TEXT NOT NULL CHECK (status IN ('pending', 'processing', 'complete', 'canceled', 'closed', 'holded')),
  created_at TEXT NOT NULL,
  subtotal_cents INTEGER NOT NULL,
  shipping_cents INTEGER NOT NULL,
  grand_total_cents INTEGER NOT NULL,
  shipping_method TEXT NOT NULL,          -- 'Flat Rate - Fixed'
  payment_method TEXT NOT NULL,           -- 'Check / Money order'
  ship_first_name TEXT NOT NULL,
  ship_last_name TEXT NOT NULL,
  ship_street TEXT NOT NULL,
  ship_city TEXT NOT NULL,
  ship_region TEXT NOT NULL,
  ship_postcode TEXT NOT NULL,
  ship_country TEXT NOT NULL,
  ship_telephone TEXT NOT NULL
);
CREATE INDEX orders_customer ON orders(customer_id);
CREATE TABLE order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  color TEXT,
  size TEXT,
  price_cents INTEGER NOT NULL,
  qty INTEGER NOT NULL
);
CREATE INDEX order_items_order ON order_items(order_id);
CREATE TABLE order_comments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  status TEXT NOT NULL,
  comment TEXT NOT NULL,
  is_customer_notified INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE admin_users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL
);
CREATE TABLE search_terms (
  id INTEGER PRIMARY KEY,
  query TEXT NOT NULL UNIQUE,
  results INTEGER NOT NULL,
  uses INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  telephone TEXT NOT NULL,
  comment TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;
