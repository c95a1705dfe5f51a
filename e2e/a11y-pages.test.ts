import { a11ySuite } from './support/a11y-walk';

a11ySuite(['pages', 'rollAndBoxes', 'fabric']);
