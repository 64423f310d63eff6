// What the shop admin adds to the store database: columns the Magento back office edits that the
// storefront's schema does not carry (customer groups, a stock status beside the quantity, whether
// an order comment shows on the storefront). Applied right after MAGENTO_SCHEMA, as plain additions.

export const ADMIN_SCHEMA_ADDITIONS = `
ALTER TABLE customers ADD COLUMN group_id INTEGER NOT NULL DEFAULT 1;          -- CUSTOMER_GROUPS
ALTER TABLE products ADD COLUMN is_in_stock INTEGER NOT NULL DEFAULT 1;        -- 1 In Stock, 0 Out of Stock
ALTER TABLE order_comments ADD COLUMN is_visible_on_front INTEGER NOT NULL DEFAULT 0;
`;

/** Magento's default customer groups, by id. */
export const CUSTOMER_GROUPS: Readonly<Record<number, string>> = {
  1: 'General',
  2: 'Wholesale',
  3: 'Retailer',
};
