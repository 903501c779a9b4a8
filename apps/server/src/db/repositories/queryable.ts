import type { Db } from '../client';

/** The database or an open transaction: every repository function takes either. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
