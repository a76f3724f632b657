import type { ApolloServerPlugin } from '@apollo/server';
import {
  type ASTVisitor,
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  getNamedType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';
import { LIST_PAGE_SIZE } from '@domain/paging.ts';

/**
 * A whole-schema introspection answers about as much as a few hundred timeline items, whatever it
 * selects beneath: counted flat, so one fits the budget (GraphiQL) and a few hundred aliased ones do not.
 */
const SCHEMA_INTROSPECTION_COST = 10_000;

/** The standard introspection query (graphql-js getIntrospectionQuery, GraphiQL) nests 14 levels below its root field. */
const INTROSPECTION_MAX_DEPTH = 14;

/** The shape limits besides depth; the web app's operations use at most 9 aliases and 3 root fields. */
export const SHAPE_LIMITS = {
  /** aliased fields in the whole operation, fragments expanded */
  aliases: 50,
  /** fields at the root of the operation, fragments expanded */
  rootFields: 50,
  /** `__schema` and `__type` selections */
  introspections: 5,
  /** fields visited while measuring: a fragment fan-out stops here instead of exploding */
  visitedFields: 10_000,
} as const;

/** The token of every refusal by operation shape (depth, aliases, root fields, introspection). */
export const TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

/** A refusal by operation shape; formatError exposes its token as `extensions.code`. */
export class OperationLimitError extends GraphQLError {
  readonly token = TOO_COMPLEX;
  constructor(
    message: string,
    readonly limit: 'depth' | 'aliases' | 'rootFields' | 'introspections' | 'visitedFields',
    readonly max: number,
  ) {
    super(message, { extensions: { limit, max } });
  }
}

const isIntrospection = (name: string) => name === '__schema' || name === '__type';

interface Shape {
  depth: number;
  introspectionDepth: number;
  aliases: number;
  rootFields: number;
  introspections: number;
  visited: number;
}

/**
 * Measures an operation with its fragments expanded (a fragment spread twice counts twice). A
 * fragment already being expanded is skipped, so a cycle (reported by NoFragmentCycles) ends here.
 */
function measure(context: ValidationContext, operation: OperationDefinitionNode): Shape {
  const shape: Shape = { depth: 0, introspectionDepth: 0, aliases: 0, rootFields: 0, introspections: 0, visited: 0 };
  const expanding = new Set<string>();
  const walk = (selectionSet: SelectionSetNode, depth: number, inIntrospection: boolean) => {
    for (const selection of selectionSet.selections) {
      if (shape.visited > SHAPE_LIMITS.visitedFields) return;
      if (selection.kind === Kind.FIELD) {
        shape.visited++;
        if (depth === 0) shape.rootFields++;
        if (selection.alias) shape.aliases++;
        const introspection = inIntrospection || isIntrospection(selection.name.value);
        if (isIntrospection(selection.name.value)) shape.introspections++;
        // depth counts the levels below the root fields (a root field alone is depth 0)
        if (introspection) shape.introspectionDepth = Math.max(shape.introspectionDepth, depth);
        else shape.depth = Math.max(shape.depth, depth);
        if (selection.selectionSet) walk(selection.selectionSet, depth + 1, introspection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, depth, inIntrospection);
      } else {
        const name = selection.name.value;
        const fragment = context.getFragment(name);
        if (!fragment || expanding.has(name)) continue;
        expanding.add(name);
        walk(fragment.selectionSet, depth, inIntrospection);
        expanding.delete(name);
      }
    }
  };
  walk(operation.selectionSet, 0, false);
  return shape;
}

export interface DepthLimits {
  maxDepth: number;
}

/**
 * Refuses, before anything runs, an operation too deep, with too many aliases or root fields, or
 * asking for introspection more than a client needs. Introspection paths are measured too, against
 * the depth of the standard introspection query.
 */
export function operationShapeRule({ maxDepth }: DepthLimits): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const name = operation.name?.value ?? 'anonymous operation';
      const shape = measure(context, operation);
      const checks: [boolean, string, OperationLimitError['limit'], number][] = [
        [shape.visited > SHAPE_LIMITS.visitedFields, `'${name}' expands to more than ${SHAPE_LIMITS.visitedFields} fields`, 'visitedFields', SHAPE_LIMITS.visitedFields],
        [shape.depth > maxDepth, `'${name}' exceeds maximum operation depth of ${maxDepth}`, 'depth', maxDepth],
        [
          shape.introspectionDepth > Math.max(maxDepth, INTROSPECTION_MAX_DEPTH),
          `'${name}' exceeds maximum introspection depth of ${Math.max(maxDepth, INTROSPECTION_MAX_DEPTH)}`,
          'depth',
          Math.max(maxDepth, INTROSPECTION_MAX_DEPTH),
        ],
        [shape.aliases > SHAPE_LIMITS.aliases, `'${name}' has ${shape.aliases} aliases; at most ${SHAPE_LIMITS.aliases} are allowed`, 'aliases', SHAPE_LIMITS.aliases],
        [
          shape.rootFields > SHAPE_LIMITS.rootFields,
          `'${name}' has ${shape.rootFields} root fields; at most ${SHAPE_LIMITS.rootFields} are allowed`,
          'rootFields',
          SHAPE_LIMITS.rootFields,
        ],
        [
          shape.introspections > SHAPE_LIMITS.introspections,
          `'${name}' asks for introspection ${shape.introspections} times; at most ${SHAPE_LIMITS.introspections} are allowed`,
          'introspections',
          SHAPE_LIMITS.introspections,
        ],
      ];
      const failed = checks.find(([exceeded]) => exceeded);
      if (failed) context.reportError(new OperationLimitError(failed[1], failed[2], failed[3]));
      return false;
    },
  });
}

/**
 * A list field costs its page size times its children; any other field costs 1 plus its children.
 * A connection asked without `first`/`last` costs its default page, not one item. The connection's
 * pageInfo and totalCount are counted once per item too: a deliberate over-estimate that keeps the
 * estimator a single pass. A whole-schema introspection costs a flat amount.
 */
const pageSizeEstimator: ComplexityEstimator = ({ args, field, childComplexity }) => {
  if (field.name === '__schema') return SCHEMA_INTROSPECTION_COST;
  const isConnection = getNamedType(field.type).name.endsWith('Connection');
  const declaredDefault = field.args.find((arg) => arg.name === 'first')?.defaultValue;
  const fallback = isConnection ? Number(declaredDefault ?? LIST_PAGE_SIZE) : 1;
  const pageSize = Number(args.first ?? args.last ?? (Array.isArray(args.ids) ? args.ids.length : fallback));
  return 1 + childComplexity * Math.max(1, pageSize);
};

/** Page arguments a connection refuses: a negative count asks for nothing sensible. */
const PAGE_ARGS = ['first', 'last'] as const;

interface Operation {
  document: DocumentNode;
  variables: Record<string, unknown> | undefined;
  operationName: string | undefined;
}

const badInput = (message: string, fields: { field: string; code: string }[]) =>
  new GraphQLError(message, { extensions: { code: 'VALIDATION_ERROR', fields, http: { status: 400 } } });

/**
 * The error refusing an operation before it runs: variables that do not fit their types, a negative
 * page size, or an estimated cost over the budget; null when it may run.
 */
export function costError(schema: GraphQLSchema, maxCost: number, { document, variables, operationName }: Operation): GraphQLError | null {
  const negative: { field: string; code: string }[] = [];
  const estimator: ComplexityEstimator = (options) => {
    for (const name of PAGE_ARGS) {
      const value: unknown = options.args[name];
      if (typeof value === 'number' && value < 0) negative.push({ field: `${options.field.name}.${name}`, code: 'VALUE_MIN' });
    }
    return pageSizeEstimator(options);
  };
  let cost: number;
  try {
    cost = getComplexity({ schema, query: document, variables: variables ?? {}, operationName, estimators: [estimator] });
  } catch (error) {
    // getComplexity coerces the variables first; one of the wrong type is the client's mistake.
    if (!(error instanceof GraphQLError)) throw error;
    return new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  }
  if (negative.length) return badInput(`Page sizes cannot be negative: ${negative.map((problem) => problem.field).join(', ')}`, negative);
  if (cost <= maxCost) return null;
  return new GraphQLError(`Query is too costly: ${cost} exceeds the limit of ${maxCost}`, {
    extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost, http: { status: 400 } },
  });
}

/** Operations remembered as allowed per document (Apollo hands out one parsed document per query text). */
const MAX_ALLOWED_PER_DOCUMENT = 100;

/**
 * costError, with the operations it allowed remembered: the web app sends the same few documents
 * with the same few page sizes, and measuring walks the whole document against the schema. A
 * refusal is measured anew each time; a document's entries go with it.
 */
function cachedCostError(schema: GraphQLSchema, maxCost: number) {
  const allowed = new WeakMap<DocumentNode, Set<string>>();
  return (operation: Operation): GraphQLError | null => {
    let key: string;
    try {
      key = JSON.stringify([operation.operationName ?? null, operation.variables ?? null]);
    } catch {
      return costError(schema, maxCost, operation);
    }
    let known = allowed.get(operation.document);
    if (known?.has(key)) return null;
    const error = costError(schema, maxCost, operation);
    if (error) return error;
    if (!known) allowed.set(operation.document, (known = new Set()));
    if (known.size >= MAX_ALLOWED_PER_DOCUMENT) known.clear();
    known.add(key);
    return null;
  };
}

/** Refuses over-costly operations on HTTP before anything is resolved. */
export function costLimitPlugin(schema: GraphQLSchema, maxCost: number): ApolloServerPlugin {
  const check = cachedCostError(schema, maxCost);
  return {
    requestDidStart: () =>
      Promise.resolve({
        didResolveOperation: ({ request, document }) => {
          const error = check({
            document,
            variables: request.variables,
            operationName: request.operationName ?? undefined,
          });
          return error ? Promise.reject(error) : Promise.resolve();
        },
      }),
  };
}
