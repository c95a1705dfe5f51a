import {
  BOX_SIZES,
  BOX_STATUSES,
  BOX_SUPPLY_TYPES,
  BOX_TABLE,
  BOX_TRIM_TYPES,
  EVERYTHING_ELSE_CATEGORIES,
  EVERYTHING_ELSE_SUBCATEGORIES,
} from '../../../shared/catalogue/boxes';

type BoxFieldName = (typeof BOX_TABLE.fields)[keyof typeof BOX_TABLE.fields];

export interface BoxFieldRule {
  /** The Airtable field types Selvage can write this field as (Metadata API `type`). */
  airtableTypes: readonly string[];
  /** What Airtable calls a type that fits, for the words that ask for one. */
  describe: string;
  /** Every value Selvage writes to the field: where it is a single select, each must be one of its choices. */
  options?: readonly string[];
  /**
   * One of the spec's own enumerations (supply types, box sizes, statuses): a single select in the
   * table as spec 001 describes it, so our own table refuses any other value, as Airtable does.
   */
  select?: true;
}

const TEXT = ['singleLineText', 'multilineText', 'richText'];
/** Text, or a single select holding every option Selvage writes. */
const CHOICE = ['singleSelect', ...TEXT];
const f = BOX_TABLE.fields;

/**
 * The fields of 'Supplies - General' as Selvage writes them (spec 001 section 3). Sub A holds a
 * trim type or a category and Sub B a subcategory (baseCodeOfBox): no one enumeration of the spec,
 * so they are text in our own table; a base that made them single selects works when it has every
 * option. Notes hold one line per update, so they need a long text.
 */
export const BOX_FIELD_RULES: Readonly<Record<BoxFieldName, BoxFieldRule>> = {
  [f.boxId]: { airtableTypes: TEXT, describe: 'single line text' },
  [f.productType]: { airtableTypes: CHOICE, describe: 'single select', options: BOX_SUPPLY_TYPES, select: true },
  [f.subA]: { airtableTypes: CHOICE, describe: 'single line text', options: [...BOX_TRIM_TYPES, ...EVERYTHING_ELSE_CATEGORIES] },
  [f.subB]: {
    airtableTypes: CHOICE,
    describe: 'single line text',
    options: [...new Set(Object.values(EVERYTHING_ELSE_SUBCATEGORIES).flat())],
  },
  [f.size]: { airtableTypes: CHOICE, describe: 'single select', options: BOX_SIZES, select: true },
  [f.status]: { airtableTypes: CHOICE, describe: 'single select', options: BOX_STATUSES, select: true },
  [f.generalSortPhoto]: { airtableTypes: ['multipleAttachments'], describe: 'attachment' },
  [f.generalSortNotes]: { airtableTypes: ['multilineText', 'richText'], describe: 'long text' },
  [f.measuredPhoto]: { airtableTypes: ['multipleAttachments'], describe: 'attachment' },
  [f.measuredNotes]: { airtableTypes: ['multilineText', 'richText'], describe: 'long text' },
};

/** The rule of a field by its table name, or undefined for a field the box table does not have. */
export const boxFieldRule = (name: string): BoxFieldRule | undefined =>
  Object.hasOwn(BOX_FIELD_RULES, name) ? BOX_FIELD_RULES[name as BoxFieldName] : undefined;
