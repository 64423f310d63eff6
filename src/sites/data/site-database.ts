// How a site describes its SQLite database: a name, a version and a deterministic generator. The host
// builds the pristine file once per (name, version, seed) and copies it into every slot.
import type Database from 'better-sqlite3';

/** A site's database: schema plus seeded content. Several sites may share one (shop and shop admin). */
export interface SiteDatabase {
  /** File-name-safe name, e.g. `magento`. */
  readonly name: string;
  /**
   * Generator version. Bump it whenever the schema or the generated content changes: it is part of
   * the pristine cache key, so a stale cached file is never reused.
   */
  readonly version: string;
  /**
   * Creates the schema and fills it. Must be deterministic: the same seed gives a byte-identical
   * file (no clock, no Math.random; draw everything from a `Rng` made from the seed).
   */
  generate(db: Database.Database, seed: number): void;
}
