// Generates customers (WebArena's Emma Lopez first), their addresses, and the admin user.
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Rng } from '../data/rng.js';
import { randomTimestamp } from './generate-catalog.js';
import { ADDRESSES, FIRST_NAMES, LAST_NAMES } from './people.js';

/** WebArena's shopping account (reference/webarena.md §2.2). */
export const DEFAULT_CUSTOMER = {
  email: 'emma.lopez@gmail.com',
  password: 'Password.123',
  firstName: 'Emma',
  lastName: 'Lopez',
  street: '101 S San Mateo Dr',
  city: 'San Mateo',
  region: 'California',
  postcode: '94010',
  telephone: '6505551212',
} as const;

/** WebArena's admin account. */
export const DEFAULT_ADMIN = { username: 'admin', password: 'admin1234' } as const;

/** The password hash stored for `password` with `salt`. */
export function hashPassword(password: string, salt: string): string {
  return createHash('sha256').update(`${salt}${password}`).digest('hex');
}

/** A generated customer with the address orders ship to. */
export interface GeneratedCustomer {
  id: number;
  firstName: string;
  lastName: string;
  address: { street: string; city: string; region: string; postcode: string; telephone: string };
}

function salt(rng: Rng): string {
  return rng.nextUint32().toString(16).padStart(8, '0');
}

/** Inserts the customers and admin users; returns the customers (Emma first). */
export function generatePeople(db: Database.Database, rng: Rng, count: number): GeneratedCustomer[] {
  const insertCustomer = db.prepare(
    `INSERT INTO customers (email, password_hash, password_salt, first_name, last_name, newsletter, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAddress = db.prepare(
    `INSERT INTO addresses (customer_id, first_name, last_name, street, city, region, postcode, country, telephone, is_default_billing, is_default_shipping)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'United States', ?, 1, 1)`,
  );
  const customers: GeneratedCustomer[] = [];
  const emails = new Set<string>();
  const add = (
    first: string,
    last: string,
    email: string,
    password: string,
    address: GeneratedCustomer['address'],
  ) => {
    const s = salt(rng);
    const id = Number(
      insertCustomer.run(
        email,
        hashPassword(password, s),
        s,
        first,
        last,
        0,
        randomTimestamp(rng, '2021-06-01', 270),
      ).lastInsertRowid,
    );
    insertAddress.run(
      id,
      first,
      last,
      address.street,
      address.city,
      address.region,
      address.postcode,
      address.telephone,
    );
    customers.push({ id, firstName: first, lastName: last, address });
  };
  const emma = DEFAULT_CUSTOMER;
  emails.add(emma.email);
  add(emma.firstName, emma.lastName, emma.email, emma.password, emma);
  while (customers.length < count) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const email =
      `${first}.${last}${rng.chance(0.4) ? rng.int(1, 99) : ''}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com'])}`.toLowerCase();
    if (emails.has(email)) continue;
    emails.add(email);
    const [street, city, region, postcode] = rng.pick(ADDRESSES);
    const telephone = `${rng.int(201, 989)}555${String(rng.int(0, 9999)).padStart(4, '0')}`;
    add(first, last, email, `${first}${rng.int(1000, 9999)}!`, { street, city, region, postcode, telephone });
  }
  const s = salt(rng);
  db.prepare(
    `INSERT INTO admin_users (username, password_hash, password_salt, first_name, last_name, email)
     VALUES (?, ?, ?, 'Store', 'Admin', 'admin@onestopmarket.com')`,
  ).run(DEFAULT_ADMIN.username, hashPassword(DEFAULT_ADMIN.password, s), s);
  return customers;
}
