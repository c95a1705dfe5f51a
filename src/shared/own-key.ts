/**
 * Lookups of keys that come from people (a product type, an option, a query parameter) in
 * plain-object tables. `table[key]` and `key in table` also find what every object inherits:
 * 'constructor', 'toString' and '__proto__' passed as a product type once reached the shop and
 * priced it NaN (hardening issue, item 2). Only the table's own keys count here.
 */

/** Whether `key` is one of the table's own keys (never an inherited one like 'constructor'). */
export function isOwnKey<T extends object>(table: T, key: unknown): key is keyof T & string {
  return typeof key === 'string' && Object.hasOwn(table, key);
}

/** The table's own value under `key`, or undefined when the key is not the table's own. */
export function ownValue<T extends object>(table: T, key: unknown): T[keyof T] | undefined {
  return isOwnKey(table, key) ? table[key] : undefined;
}
