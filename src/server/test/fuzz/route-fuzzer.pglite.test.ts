import { engines } from '../databases';
import { fuzzRoutesOn } from './route-fuzz-suite';

// The embedded database as the tests open it (the default of `npm start`).
// The requests near the samples: the odd half here, the even half on the thread (NearSampleShare).
fuzzRoutesOn(
  engines.find((e) => e.name === 'pglite')!,
  'odd',
);
