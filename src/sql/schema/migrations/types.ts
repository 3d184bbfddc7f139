import type { Database } from 'sql.js';

/** What a step may need besides the database: today's date (ISO), for rows it must date. */
export interface MigrationContext {
  today: string;
}

/**
 * One numbered change of the kept database's schema or data. `up` is SQL, or a function where
 * SQL cannot say it (counting, a column that may already be there). Steps never open or close a
 * transaction: `migrate` runs every pending one inside its own.
 */
export interface Migration {
  /** 1, 2, 3…: the schema version a database has once this step is applied. */
  number: number;
  /** What it does, in a few words; kept in `schema_migrations` with the number. */
  name: string;
  up: string | ((db: Database, context: MigrationContext) => void);
}
