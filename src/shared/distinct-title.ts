/**
 * No two live listings share a title (issue 26 item 3). A title built from the item (staff gave no
 * name) is made distinct by the server with a number: 'Blue Poplin Bundle 2 m #2'. A title staff
 * named is theirs: the review warns when the shop has it and offers a free name in one tap.
 * Pure: the caller brings the titles the shop already uses (GET /product/titles, ShopPort.liveTitles).
 */
import { productTitle, type RecordedProduct } from './products';
import { TEXT_LIMITS } from './schemas/fields';
import { toTitleCase } from './rules/text';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const isTaken = (title: string, taken: readonly string[]) => taken.some((t) => same(t, title));

/** '#2': short, read by customers as 'the second of these', and never part of a built title. */
export const numbered = (title: string, n: number): string => `${title} #${n}`;

/** Whether `title` is `plain` or one of its numbered forms ('plain #3'), ignoring case and outer spaces. */
export function isNumberedFrom(title: string, plain: string): boolean {
  const t = title.trim().toLowerCase();
  const p = plain.trim().toLowerCase();
  return t === p || (t.startsWith(`${p} #`) && /^[1-9]\d*$/.test(t.slice(p.length + 2)));
}

/**
 * The title itself when no title in `taken` is the same (ignoring case and outer spaces), else the
 * first of 'title #2', 'title #3', ... that is free. Three identical items: 'X', 'X #2', 'X #3'.
 */
export function distinctTitle(title: string, taken: readonly string[]): string {
  if (!isTaken(title, taken)) return title;
  for (let n = 2; ; n += 1) {
    const candidate = numbered(title, n);
    if (!isTaken(candidate, taken)) return candidate;
  }
}

/** The staff-given name of a kind that has one (a fabric, Everything Else): '' when none; null for kinds without a name. */
export function nameOf(product: RecordedProduct): string | null {
  switch (product.productType) {
    case 'Fabric':
    case 'Other Supply':
      return product.name?.trim() ?? '';
    default:
      return null;
  }
}

/** The product as it would be with this name; a kind without a name is unchanged. */
export function withName(product: RecordedProduct, name: string): RecordedProduct {
  switch (product.productType) {
    case 'Fabric':
    case 'Other Supply':
      return { ...product, name };
    default:
      return product;
  }
}

/** Whether the title is built from the item rather than named by staff: the server makes such a title distinct. */
export const titleIsBuilt = (product: RecordedProduct): boolean => !nameOf(product);

/** What a suggested name starts from: the name given, else the words that lead the built title ('Blue Poplin', 'Velcro'). */
function nameStem(product: RecordedProduct): string | null {
  const name = nameOf(product);
  if (name === null) return null;
  if (name) return name.replace(/\s+\d+$/, '');
  switch (product.productType) {
    case 'Fabric':
      return [product.colour?.[0], product.knitWeaveType || product.knitOrWoven || 'Fabric'].filter(Boolean).join(' ');
    case 'Other Supply':
      return product.otherSupplyType?.trim() || 'Everything Else';
    default:
      return null;
  }
}

/** A name of at most the Name field's length: 'Harbour Morning 2'; the stem is shortened when it must be. */
function numberedName(stem: string, n: number): string {
  const tail = ` ${n}`;
  return toTitleCase(`${stem.slice(0, TEXT_LIMITS.largeTitle - tail.length).trimEnd()}${tail}`);
}

/**
 * The start every title `checkTitle` may need to know about shares: the built or named title and
 * every suggested name's title begin with it. Ask the shop for titles starting with this. Cut so
 * a name shortened to fit its field still starts with it.
 */
export function titlePrefix(product: RecordedProduct): string {
  const stem = nameStem(product);
  const title = productTitle(product);
  if (stem === null) return title;
  return stem.slice(0, TEXT_LIMITS.largeTitle - 4).trim() || title;
}

export interface TitleCheck {
  /** The title the shop will list the item under. */
  title: string;
  /** The title as built or named, when a live listing already uses it; null when it is free. */
  taken: string | null;
  /** A name whose title is free, for the review's one-tap button; null when free or the kind has no name. */
  suggestedName: string | null;
}

/**
 * The title an item will get among the shop's `taken` titles (those starting with titlePrefix):
 * a built title made distinct, a named one as named; and when that title (or, for a built one, the
 * plain title) is taken, a name that would make it free.
 */
export function checkTitle(product: RecordedProduct, taken: readonly string[]): TitleCheck {
  const plain = productTitle(product);
  const title = titleIsBuilt(product) ? distinctTitle(plain, taken) : plain;
  if (!plain || !isTaken(plain, taken)) return { title, taken: null, suggestedName: null };
  const stem = nameStem(product);
  if (!stem) return { title, taken: plain, suggestedName: null };
  const current = nameOf(product) ?? '';
  for (let n = 2; n < 1000; n += 1) {
    const name = numberedName(stem, n);
    if (same(name, current)) continue;
    if (!isTaken(productTitle(withName(product, name)), taken)) return { title, taken: plain, suggestedName: name };
  }
  return { title, taken: plain, suggestedName: null };
}
