import type { SupplyType } from '../catalogue/product-types';
import type { SupplyDraft } from '../schemas/supply-draft';

/** One valid draft of every supply kind: the tests change the field they are about. */
const photos = ['p1', 'p2', 'p3'];

/** One realistic item per kind, as staff would leave the supplies wizard. */
export const SUPPLY_DRAFTS: Record<SupplyType, SupplyDraft> = {
  Zippers: { productType: 'Zippers', sellingUnit: 'Individual', zipperType: 'Metal', closure: 'Separating', lengthIn: '22', colour: ['Black'], quality: ['Heavy Duty'], uses: ['Apparel'], quantityRadio: '1', priceRadio: '$3.50', images: photos },
  Buttons: { productType: 'Buttons', sellingUnit: 'Pack', packSize: '4', buttonType: '4 Hole', materials: ['Shell'], widthMM: '15', colour: ['Cream'], uses: ['Apparel'], quantityRadio: '1', priceOther: '2.25', images: photos },
  Elastic: { productType: 'Elastic', sellingUnit: 'Bundle', widthMixedUnit: 'Imperial', widthTyped: '1 1/2', lengthM: '3', elasticType: 'Knitted', colour: ['White'], quantityRadio: '1', priceRadio: '$2.00', images: photos },
  'Sewing Patterns': { productType: 'Sewing Patterns', patternType: 'Womenswear', condition: 'Sealed', brand: 'Simplicity', patternNumber: 's9142', qualities: ['Vintage'], quantityRadio: '1', priceRadio: '$3.50', images: photos },
  Thread: { productType: 'Thread', sellingUnit: 'Individual', spoolSize: 'Home Sewing', threadOnSpool: 'Full', threadType: 'All Purpose', material: 'Polyester', uses: ['Garment Sewing'], colour: ['Navy'], quantityRadio: '1', priceRadio: '$1.00', images: photos },
  Trim: { productType: 'Trim', sellingUnit: 'Roll', widthMixedUnit: 'Imperial', widthTyped: '3/4', lengthM: '20', trimLengthType: 'Known', trimType: 'Lace', trimContent: ['Cotton'], uses: ['Bridal'], colour: ['White'], quantityRadio: '1', priceRadio: '$8.00', images: photos },
  Ribbing: { productType: 'Ribbing', sellingUnit: 'Individual', material: 'Cotton Spandex', stretch: '2-way', widthCM: '10', lengthCM: '60', size: 'Single Width', uses: ['Cuffs'], colour: ['Grey'], quantityRadio: '1', priceRadio: '$0.40', images: photos },
  'Bias Tape': { productType: 'Bias Tape', sellingUnit: 'Package', widthMixedUnit: 'Imperial', widthTyped: '1/2', lengthM: '3', biasTapeLengthType: 'Known', material: 'Woven', biasTapeType: 'Double Fold', brand: 'Wrights', colour: ['Red'], quantityRadio: '1', priceRadio: '$1.50', images: photos },
  'Other Supply': { productType: 'Other Supply', otherSupplyType: 'Velcro', sellingUnit: 'By Meter', widthCM: '2', lengthM: '5', colour: ['Black'], priceOther: '4', images: photos },
};
