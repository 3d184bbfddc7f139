import type { Database } from 'sql.js';
import { openStore } from '../sql/io/load';
import {
  checkDatabaseVersion,
  DatabaseVersionError,
  readDatabaseVersion,
} from '../sql/schema/migrations';
import type { DatabaseVersions } from './backup';

/**
 * What a restored file is, by this app's versions (src/sql/schema/migrations): another app's
 * database, a newer version's, or one of ours this build opens, which it then brings to today's
 * schema the way a kept table is opened (keeper.ts).
 */
export const databaseVersions: DatabaseVersions = {
  problem(db: Database) {
    try {
      checkDatabaseVersion(readDatabaseVersion(db));
      return null;
    } catch (error) {
      if (error instanceof DatabaseVersionError)
        return error.kind === 'newer' ? 'newer' : 'not-ours';
      throw error;
    }
  },
  migrate(db: Database) {
    openStore(db);
  },
};
