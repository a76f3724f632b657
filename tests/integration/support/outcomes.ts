import type { GraphQLBody, Reply } from '../harness.ts';

/** What a request ended in: `ok`, or the spec token of its error (GraphQL typed or top-level error, REST `error_code`). */
export type Outcome = string;
export const OK: Outcome = 'ok';

/** A mutation document selecting only whether it succeeded: the typename, and the token of a typed error. */
export function mutationDocument(field: string, inputType: string): string {
  return `mutation ($input: ${inputType}!) { result: ${field}(input: $input) { __typename ... on Error { errorCode: code } } }`;
}

export function graphqlOutcome(reply: Pick<Reply<GraphQLBody>, 'body'>): Outcome {
  const topLevel = reply.body.errors?.[0];
  if (topLevel) {
    const code = topLevel.extensions?.code;
    return typeof code === 'string' ? code : topLevel.message;
  }
  const result = reply.body.data?.result as { __typename: string; errorCode?: string } | null | undefined;
  if (!result) return 'NO_RESULT';
  return result.errorCode ?? OK;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function restOutcome(reply: Reply<any>): Outcome {
  if (reply.status >= 200 && reply.status < 300) return OK;
  const code: unknown = typeof reply.body === 'object' && reply.body ? reply.body.error_code : undefined;
  return typeof code === 'string' ? code : `STATUS_${reply.status}`;
}
