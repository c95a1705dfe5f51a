// The drafts moved into the one test factory; this name stays for the importers not yet moved to it.
export { SUPPLY_DRAFTS } from './product-factory';
