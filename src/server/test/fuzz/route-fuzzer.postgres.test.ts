import { engines, postgresOnly } from '../databases';
import { fuzzRoutesOn } from './route-fuzz-suite';

// PostgreSQL, where DATABASE_URL points. A machine without it (never CI, see databases.ts) fuzzes
// the embedded database here too, so the file always has its suite.
fuzzRoutesOn(postgresOnly[0] ?? engines[0]!);
