// One slot's copy of a site database: a real SQLite file beside the pristine one, restored by
// copying the pristine file over it (a few milliseconds for the shop's few MB).
import { copyFileSync, rmSync } from 'node:fs';
import { SiteDb } from '../data/site-db.js';

/** A slot's working copy of one database. */
export class SlotDatabase {
  private current: SiteDb;

  constructor(
    readonly name: string,
    private readonly pristinePath: string,
    readonly path: string,
  ) {
    copyFileSync(pristinePath, path);
    this.current = SiteDb.open(path);
  }

  /** The open connection; replaced by every reset. */
  get db(): SiteDb {
    return this.current;
  }

  /** Restores the pristine content: close, copy the pristine file over the slot's, reopen. */
  reset(): void {
    this.current.close();
    copyFileSync(this.pristinePath, this.path);
    this.current = SiteDb.open(this.path);
  }

  /** Closes the connection and deletes the slot's file. */
  dispose(): void {
    this.current.close();
    rmSync(this.path, { force: true });
  }
}
