/**
 * Shopify's requested query cost, worked out from the document before it runs, for the fake Admin
 * API to refuse and throttle by. The rules are the documented ones:
 *
 * - https://shopify.dev/docs/apps/build/apis/graphql-admin/rate-limits ("Cost calculation"):
 *   scalar 0, enum 0, object 1, interface and union "maximum of possible selections", connection
 *   "sized by `first` and `last` arguments", mutation 10; "A single query may not exceed a cost of
 *   1,000 points, regardless of plan limits. This limit is enforced before a query is executed
 *   based on the query's requested cost."
 * - https://shopify.engineering/rate-limiting-graphql-apis-calculating-query-complexity (Shopify's
 *   own account of the same model): a connection costs two points plus the objects it returns, so
 *   nested connections multiply.
 * - The dynamic mutation costs of the Shopify developer changelog, each cited where it is used.
 *
 * Where the documentation is silent the stricter reading is taken, and said so. Live Shopify is
 * known to answer some connections with a lower requested cost than these rules give (a
 * `variants(first: 250)` priced at 25:
 * https://community.shopify.dev/t/unexpectedly-low-graphql-query-cost-in-shopify-admin-api-seeking-clarification/23101);
 * that is undocumented, so these rules may refuse a query Shopify would take, not the reverse.
 */
import {
  Kind,
  getNamedType,
  isAbstractType,
  isLeafType,
  isObjectType,
  type DirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLAbstractType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/**
 * The most a single query may cost, on every plan; Shopify refuses one over it with
 * MAX_COST_EXCEEDED before running it (rate-limits page above, "Single query limit").
 */
export const SINGLE_QUERY_MAX_COST = 1000;

/**
 * The page a connection is charged for when it names neither `first` nor `last`. Shopify refuses
 * such a connection at execution, so the docs give it no size; the stricter reading charges the
 * largest page there is ("You can retrieve up to a maximum of 250 resources",
 * https://shopify.dev/docs/api/usage/pagination-graphql).
 */
const UNSIZED_CONNECTION_PAGE = 250;

type Variables = Record<string, unknown>;

interface Context {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Variables;
}

/**
 * The requested cost Shopify would report in `extensions.cost.requestedQueryCost` for this
 * operation of the document with these variables. The document must already be valid for the
 * schema (the fake validates first); an unknown field or operation throws.
 */
export function requestedQueryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName?: string,
): number {
  const operation = operationOf(document, operationName);
  const ctx: Context = {
    schema,
    fragments: new Map(document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d] as const)),
    variables: withDefaults(operation, variables),
  };
  if (operation.operation === 'mutation') {
    const root = schema.getMutationType();
    if (!root) throw new Error('The schema has no mutations');
    let cost = 0;
    // Each top-level field (each alias) is one mutation invocation, charged on its own: "the base
    // cost of 10 is charged for each alias" (the metafieldsSet changelog cited at MUTATION_COSTS).
    for (const nodes of collectFields(ctx, root, [operation.selectionSet]).values()) cost += mutationCost(ctx, root, nodes);
    return cost;
  }
  const root = operation.operation === 'query' ? schema.getQueryType() : schema.getSubscriptionType();
  if (!root) throw new Error(`The schema has no ${operation.operation} type`);
  // The root itself is not an object a query pays for: `{ shop { name } }` costs 1 (the shop).
  return selectionCost(ctx, root, [operation.selectionSet], false);
}

function operationOf(document: DocumentNode, operationName: string | undefined): OperationDefinitionNode {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) throw new Error(operationName ? `No operation named ${operationName}` : 'The document has no operation');
  if (!operationName && operations.length > 1) throw new Error('The document has several operations: name the one to cost');
  return operation;
}

/** The variables as the operation sees them: a declared default fills one not sent. */
function withDefaults(operation: OperationDefinitionNode, variables: Variables): Variables {
  const all: Variables = { ...variables };
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (!(name in all) && definition.defaultValue) all[name] = valueOf(definition.defaultValue, {});
  }
  return all;
}

/** A literal or variable as plain data (uncoerced: only counted and compared here). */
function valueOf(node: ValueNode, variables: Variables): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value];
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.STRING:
    case Kind.ENUM:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((v) => valueOf(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, valueOf(f.value, variables)]));
  }
}

function argument(ctx: Context, node: FieldNode, name: string): unknown {
  const arg = node.arguments?.find((a) => a.name.value === name);
  return arg ? valueOf(arg.value, ctx.variables) : undefined;
}

/** `@skip(if: true)` or `@include(if: false)`: not selected, so not charged. */
function skipped(ctx: Context, node: { readonly directives?: readonly DirectiveNode[] | undefined }): boolean {
  return (node.directives ?? []).some((d) => {
    const condition = d.arguments?.find((a) => a.name.value === 'if');
    const value = condition ? valueOf(condition.value, ctx.variables) : undefined;
    return (d.name.value === 'skip' && value === true) || (d.name.value === 'include' && value === false);
  });
}

/**
 * The fields selected on an object of this type, by response key, through fragments and inline
 * fragments that apply to it: what execution would return. Two selections of one key are one field
 * in the answer, so they are charged once, their sub-selections merged.
 */
function collectFields(
  ctx: Context,
  type: GraphQLObjectType,
  selectionSets: readonly SelectionSetNode[],
  fields = new Map<string, FieldNode[]>(),
  visited = new Set<string>(),
): Map<string, FieldNode[]> {
  for (const set of selectionSets) {
    for (const selection of set.selections) {
      if (skipped(ctx, selection)) continue;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        fields.set(key, [...(fields.get(key) ?? []), selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (!selection.typeCondition || applies(ctx, selection.typeCondition.name.value, type))
          collectFields(ctx, type, [selection.selectionSet], fields, visited);
      } else {
        const name = selection.name.value;
        const fragment = ctx.fragments.get(name);
        if (!fragment) throw new Error(`Unknown fragment ${name}`);
        if (visited.has(name) || !applies(ctx, fragment.typeCondition.name.value, type)) continue;
        visited.add(name);
        collectFields(ctx, type, [fragment.selectionSet], fields, visited);
      }
    }
  }
  return fields;
}

function applies(ctx: Context, condition: string, type: GraphQLObjectType): boolean {
  const conditionType = ctx.schema.getType(condition);
  if (conditionType === type) return true;
  return conditionType !== undefined && isAbstractType(conditionType) && ctx.schema.isSubType(conditionType, type);
}

const subSelections = (nodes: readonly FieldNode[]) => nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : []));

/**
 * What the fields selected on an object of this type cost. `free`: inside a mutation's payload,
 * where objects cost nothing (see mutationCost).
 */
function selectionCost(ctx: Context, type: GraphQLObjectType, selectionSets: readonly SelectionSetNode[], free: boolean): number {
  let cost = 0;
  for (const nodes of collectFields(ctx, type, selectionSets).values()) cost += fieldCost(ctx, type, nodes, free);
  return cost;
}

function fieldCost(ctx: Context, parent: GraphQLObjectType, nodes: readonly FieldNode[], free: boolean): number {
  const name = nodes[0]!.name.value;
  // __typename (and the introspection roots) are not fields of the schema's types: no cost.
  if (name.startsWith('__')) return 0;
  const field = parent.getFields()[name];
  if (!field) throw new Error(`${parent.name} has no field ${name}`);
  const type = getNamedType(field.type);
  if (isLeafType(type)) return 0;
  if (isConnection(type)) return connectionCost(ctx, type, nodes);
  // A list of objects that is not a connection (userErrors, mediaErrors, quantities) is charged as
  // one object: the docs price only connections by size, and its length is not known before it
  // runs. This is the one place the lenient reading is taken, for want of a number to multiply by.
  return compositeCost(ctx, type, subSelections(nodes), free);
}

/** Every connection of the Admin API schema is an object type named *Connection with nodes, edges and pageInfo. */
function isConnection(type: GraphQLNamedType): type is GraphQLObjectType {
  return isObjectType(type) && type.name.endsWith('Connection');
}

/**
 * An object costs 1 plus its selection. An interface or union costs "the maximum of possible
 * selections": the dearest of the object types it may be, each with the fields and fragments that
 * apply to it. Whether the abstract field adds a point of its own the docs do not say (the blog
 * cited above gives it one point, as an object); the stricter reading adds it to the maximum.
 */
function compositeCost(ctx: Context, type: GraphQLNamedType, selectionSets: readonly SelectionSetNode[], free: boolean): number {
  const own = free ? 0 : 1;
  if (isObjectType(type)) return own + selectionCost(ctx, type, selectionSets, free);
  if (!isAbstractType(type)) throw new Error(`${type.name} is neither a leaf nor a composite type`);
  let dearest = 0;
  for (const possible of ctx.schema.getPossibleTypes(type as GraphQLAbstractType))
    dearest = Math.max(dearest, selectionCost(ctx, possible, selectionSets, free));
  return own + dearest;
}

/**
 * A connection: 2 points, plus the page size times what one returned object costs (its node with
 * its own selection; the edge around it is how the object is returned, part of the blog's "two
 * points plus the number of returned objects"), plus what is selected once per page. pageInfo is
 * an object, and the docs do not say the 2 points include it: the stricter reading charges its 1.
 * Selecting both `nodes` and `edges` returns each object twice, and is charged twice.
 */
function connectionCost(ctx: Context, connection: GraphQLObjectType, nodes: readonly FieldNode[]): number {
  let perObject = 0;
  let perPage = 0;
  for (const selected of collectFields(ctx, connection, subSelections(nodes)).values()) {
    const name = selected[0]!.name.value;
    const field = connection.getFields()[name];
    if (name === 'nodes' && field) perObject += compositeCost(ctx, getNamedType(field.type), subSelections(selected), false);
    else if (name === 'edges' && field) {
      const edge = getNamedType(field.type);
      if (!isObjectType(edge)) throw new Error(`${connection.name}.edges is not a list of objects`);
      perObject += selectionCost(ctx, edge, subSelections(selected), false);
    } else perPage += fieldCost(ctx, connection, selected, false);
  }
  return 2 + pageSize(ctx, nodes) * perObject + perPage;
}

/** `first` or `last`, whichever is larger when both are given (the stricter reading). */
function pageSize(ctx: Context, nodes: readonly FieldNode[]): number {
  const sizes = nodes
    .flatMap((n) => [argument(ctx, n, 'first'), argument(ctx, n, 'last')])
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  return sizes.length > 0 ? Math.max(0, ...sizes) : UNSIZED_CONNECTION_PAGE;
}

/**
 * One top-level mutation field: 10 points ("Mutation | 10"), or the dynamic cost Shopify documents
 * for that mutation, worked out from its input. The payload's own fields are not added: the
 * metafieldsSet changelog prices a request of three aliased calls at exactly 3 × (10 + owners),
 * saying nothing of the payload, whose fields (metafields, userErrors) are objects. Of a connection
 * inside a payload the docs say nothing; the stricter reading charges it as anywhere else.
 */
function mutationCost(ctx: Context, root: GraphQLObjectType, nodes: readonly FieldNode[]): number {
  const node = nodes[0]!;
  const name = node.name.value;
  if (name.startsWith('__')) return 0;
  const field = root.getFields()[name];
  if (!field) throw new Error(`${root.name} has no field ${name}`);
  const args = Object.fromEntries((node.arguments ?? []).map((a) => [a.name.value, valueOf(a.value, ctx.variables)]));
  // "Every field in the schema has an integer cost value": the changelogs' fractions are rounded,
  // as the productSet changelog prices one variant (10.2) at 10. Rounding, not flooring, is the
  // stricter of the two readings that fit that example.
  const base = Math.round(MUTATION_COSTS[name]?.(args) ?? 10);
  const type = getNamedType(field.type);
  return base + (isLeafType(type) ? 0 : compositeCost(ctx, type, subSelections(nodes), true));
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const sum = (items: unknown[], count: (item: Record<string, unknown>) => number) =>
  items.reduce<number>((n, item) => n + count(record(item)), 0);

/**
 * Weights per distinct metafield owner. The changelog names Order, Product, Collection, Customer
 * and Shop; the row weighted 2 lost its name in the copy read (a link). ProductVariant is taken for
 * it (Selvage sets metafields on variants): weighting it 2 rather than "all other owner types: 0"
 * is the stricter reading.
 */
const METAFIELD_OWNER_WEIGHTS: Record<string, number> = { Order: 10, Product: 4, ProductVariant: 2, Collection: 1, Customer: 1, Shop: 1 };

/** The mutations whose cost the changelog says depends on their input, as the changelog gives it. */
const MUTATION_COSTS: Record<string, (args: Record<string, unknown>) => number> = {
  // https://shopify.dev/changelog/dynamic-complexity-cost-for-productset-mutation:
  // 10 + variants × 0.2 + variant files × 0.6 + variant metafields × 0.4 + product metafields × 0.4 + product files × 1.9.
  productSet: (args) => {
    const input = record(args.input);
    const variants = list(input.variants);
    return (
      10 +
      variants.length * 0.2 +
      sum(variants, (v) => list(v.file).length) * 0.6 +
      sum(variants, (v) => list(v.metafields).length) * 0.4 +
      list(input.metafields).length * 0.4 +
      list(input.files).length * 1.9
    );
  },
  // https://shopify.dev/changelog/dynamic-complexity-cost-for-productcreate-and-productupdate-mutations:
  // 10 + product metafields × 0.4 + product media × 1.9.
  productCreate: (args) => productCost(args),
  productUpdate: (args) => productCost(args),
  // https://shopify.dev/changelog/dynamic-complexity-for-productvariantsbulkcreate-and-productvariantsbulkupdate-mutations:
  // 10 + variants × 0.2 + variant media × 0.6 + variant metafields × 0.4 + product media × 1.9.
  productVariantsBulkCreate: (args) => variantsBulkCost(args),
  productVariantsBulkUpdate: (args) => variantsBulkCost(args),
  // https://shopify.dev/changelog/dynamic-complexity-cost-for-metafieldsset-mutation:
  // 10 + each distinct owner once, at its type's weight.
  metafieldsSet: (args) => {
    const owners = new Set(
      list(args.metafields)
        .map((m) => record(m).ownerId)
        .filter((id): id is string => typeof id === 'string'),
    );
    let cost = 10;
    for (const owner of owners) cost += METAFIELD_OWNER_WEIGHTS[/^gid:\/\/shopify\/([^/]+)\//.exec(owner)?.[1] ?? ''] ?? 0;
    return cost;
  },
};

function productCost(args: Record<string, unknown>): number {
  // `product` in 2026-10; the deprecated `input` carries the same metafields.
  const product = record(args.product ?? args.input);
  return 10 + list(product.metafields).length * 0.4 + list(args.media).length * 1.9;
}

function variantsBulkCost(args: Record<string, unknown>): number {
  const variants = list(args.variants);
  return (
    10 +
    variants.length * 0.2 +
    sum(variants, (v) => list(v.mediaSrc).length + list(v.mediaId).length) * 0.6 +
    sum(variants, (v) => list(v.metafields).length) * 0.4 +
    list(args.media).length * 1.9
  );
}
