import { BOX_TABLE } from '../../../shared/catalogue/boxes';
import { BOX_FIELD_RULES } from './box-fields';

/** One table as Airtable's Metadata API describes it (GET /v0/meta/bases/{baseId}/tables), as far as it is read here. */
export interface AirtableTableSchema {
  name: string;
  fields: { name: string; type: string; options?: { choices?: { name: string }[] } }[];
  views?: { name: string }[];
}

/** 'an attachment', 'a long text': BOX_FIELD_RULES' words for a type. */
const a = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

/**
 * Every way the base differs from what Selvage writes (BOX_FIELD_RULES), one sentence each for
 * whoever set it up; empty when it fits. Selvage never adds a select option (no typecast), so each
 * option it writes must already be a choice.
 */
export function schemaProblems(tables: readonly AirtableTableSchema[], baseId: string): string[] {
  const table = tables.find((t) => t.name === BOX_TABLE.table);
  if (!table) return [`Airtable: the base ${baseId} has no table "${BOX_TABLE.table}"; add it, or check AIRTABLE_BASE_ID`];
  const problems: string[] = [];
  if (!(table.views ?? []).some((v) => v.name === BOX_TABLE.view))
    problems.push(`Airtable: the table "${table.name}" has no view "${BOX_TABLE.view}"; add it in Airtable`);
  for (const [name, rule] of Object.entries(BOX_FIELD_RULES)) {
    const field = table.fields.find((x) => x.name === name);
    if (!field) {
      problems.push(`Airtable: the table "${table.name}" has no field "${name}"; add it in Airtable (${rule.describe})`);
    } else if (!rule.airtableTypes.includes(field.type)) {
      problems.push(
        `Airtable: the field "${name}" has the type ${field.type}; Selvage needs ${a(rule.describe)} field: change its type in Airtable`,
      );
    } else if (field.type === 'singleSelect') {
      const choices = new Set((field.options?.choices ?? []).map((c) => c.name));
      for (const option of rule.options ?? [])
        if (!choices.has(option)) problems.push(`Airtable: the field "${name}" has no option "${option}"; add it in Airtable`);
    }
  }
  return problems;
}
