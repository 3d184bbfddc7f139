/**
 * The kept database's versions: which schema a database has (`PRAGMA application_id`,
 * `PRAGMA user_version`, the steps recorded in `schema_migrations`) and the numbered steps that
 * bring an older one to this build's schema. Opening, restoring and making a database go
 * through here.
 */
export {
  applicationId,
  checkDatabaseVersion,
  DatabaseVersionError,
  migrate,
  newerDatabaseSentence,
  readDatabaseVersion,
  schemaVersion,
  stampFresh,
} from './migrate';
export type { DatabaseVersion, MigrateOptions, MigrateResult } from './migrate';
export { migrations } from './list';
export type { Migration, MigrationContext } from './types';
