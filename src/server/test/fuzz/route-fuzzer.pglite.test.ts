import { engines } from '../databases';
import { fuzzRoutesOn } from './route-fuzz-suite';

// The embedded database as the tests open it (the default of `npm start`).
fuzzRoutesOn(engines.find((e) => e.name === 'pglite')!);
