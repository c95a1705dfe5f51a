import { pgliteOnItsThread } from '../databases';
import { fuzzRoutesOn } from './route-fuzz-suite';

// The embedded database as `npm start` runs it, every query crossing to its thread (D108).
// The requests near the samples: the even half here, the odd half in process (NearSampleShare).
fuzzRoutesOn(pgliteOnItsThread, 'even');
