import { pgliteOnItsThread } from '../databases';
import { fuzzRoutesOn } from './route-fuzz-suite';

// The embedded database as `npm start` runs it, every query crossing to its thread (D108).
fuzzRoutesOn(pgliteOnItsThread);
