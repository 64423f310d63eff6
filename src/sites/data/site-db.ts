// A thin wrapper over one better-sqlite3 connection that caches prepared statements, so route
// handlers can write SQL inline without preparing it on every request.
import Database from 'better-sqlite3';

type Params = unknown[];

/** One open connection to a site database (a slot copy, or a read-only pristine file). */
export class SiteDb {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(readonly connection: Database.Database) {}

  /** Opens a database file; `readonly` for the pristine copy that task templates read. */
  static open(path: string, options: { readonly?: boolean } = {}): SiteDb {
    const connection = new Database(path, { readonly: options.readonly ?? false, fileMustExist: true });
    if (!options.readonly) {
      // Slot copies are disposable: a crash mid-write is fixed by the next reset, so skip durability.
      connection.pragma('journal_mode = MEMORY');
      connection.pragma('synchronous = OFF');
    }
    connection.pragma('foreign_keys = ON');
    return new SiteDb(connection);
  }

  /** The prepared statement for `sql`, prepared once per connection. */
  statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.connection.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** First row of a query, or undefined. */
  get<T>(sql: string, ...params: Params): T | undefined {
    return this.statement(sql).get(...params) as T | undefined;
  }

  /** All rows of a query. */
  all<T>(sql: string, ...params: Params): T[] {
    return this.statement(sql).all(...params) as T[];
  }

  /** Runs a write; returns the changed row count and the last inserted rowid. */
  run(sql: string, ...params: Params): { changes: number; lastInsertRowid: number } {
    const result = this.statement(sql).run(...params);
    return { changes: result.changes, lastInsertRowid: Number(result.lastInsertRowid) };
  }

  /** Runs `fn` in one transaction (all its writes land, or none). */
  transaction<T>(fn: () => T): T {
    return this.connection.transaction(fn)();
  }

  close(): void {
    this.statements.clear();
    this.connection.close();
  }
}
