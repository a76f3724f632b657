import { readFileSync } from 'node:fs';
import { buildSchema, parse } from 'graphql';
import type { ConcreteRequest } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { COMMENT_PAGE_SIZE } from '@domain/paging.ts';
import { loadConfig } from '../../server/config.ts';
import { costError } from '../../server/graphql/limits.ts';
import addMutation from '../../web/__generated__/CommentComposerAddMutation.graphql.ts';
import sheetQuery from '../../web/__generated__/ItemCommentsQuery.graphql.ts';
import subThreadPagination from '../../web/__generated__/CommentSubThreadPaginationQuery.graphql.ts';
import subThreadQuery from '../../web/__generated__/CommentSubThreadQuery.graphql.ts';
import threadPagination from '../../web/__generated__/CommentThreadPaginationQuery.graphql.ts';

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const { maxCost } = loadConfig({}).graphql;

/** The server's cost estimate of a compiled operation with the given variables. */
function cost(request: ConcreteRequest, variables: Record<string, unknown>): number {
  const error = costError(schema, 0, { document: parse(request.params.text!), variables, operationName: request.params.name });
  return Number(error?.extensions.cost);
}

/**
 * A page of 1000 comments (social-core §9) must stay within the default GRAPHQL_MAX_COST, or the
 * server refuses the thread outright: every field added to a listed comment costs 1000.
 */
describe('comment queries at 1000 a page', () => {
  it.each<[string, ConcreteRequest, Record<string, unknown>]>([
    ['the thread of the comment sheet', sheetQuery, { id: 'x' }],
    ['the next page of a thread', threadPagination, { id: 'x', count: COMMENT_PAGE_SIZE }],
    ['a sub-thread', subThreadQuery, { objectId: 'x', subThreadId: 1 }],
    ['the next page of a sub-thread', subThreadPagination, { objectId: 'x', subThreadId: 1, count: COMMENT_PAGE_SIZE }],
  ])('%s fits the cost budget', (_name, request, variables) => {
    expect(COMMENT_PAGE_SIZE).toBe(1000);
    const estimate = cost(request, variables);
    expect(estimate).toBeGreaterThan(COMMENT_PAGE_SIZE * 10);
    expect(estimate).toBeLessThanOrEqual(maxCost);
  });

  it('adding a comment is cheap', () => {
    expect(cost(addMutation, { input: { objectId: 'x', message: 'm' }, connections: [], inSubThread: true })).toBeLessThan(100);
  });
});
