import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { Kind, OperationTypeNode, parse } from 'graphql';
import type { RealtimeBus } from '../realtime/pubsub.ts';

/** answers kept at most (per process); the oldest go first */
const MAX_ENTRIES = 500;
/** larger answers are not kept */
const MAX_BODY_BYTES = 512 * 1024;
/** request headers that change an answer besides the URL and the body */
const VARYING_HEADERS = ['accept', 'accept-language', 'host', 'x-forwarded-host', 'x-forwarded-proto'];

interface Entry {
  generation: number;
  expiresAt: number;
  status: number;
  headers: [string, string][];
  body: string | Buffer;
}

/**
 * Guests' answers to public reads (GraphQL queries, REST GETs), reused for `ttlMs`: many guests
 * asking for the same list cost the database one query. Only requests without a session cookie
 * and without Authorization are served from it or stored, and only answers that set no cookie;
 * signed-in viewers always reach the resolvers. Every write (any other method, any GraphQL
 * mutation) starts a new generation, here and, over the bus, in every other server process, so
 * a guest sees a change at once; an answer read while a write ran is not kept. Identical
 * concurrent misses wait for the first one's answer instead of each asking the database.
 */
export function guestCache(ttlMs: number, bus: RealtimeBus, sessionCookie: string): RequestHandler {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry | undefined>>();
  const operationKinds = new Map<string, 'read' | 'write' | 'invalid'>();
  let generation = 0;
  const invalidate = () => {
    generation++;
    entries.clear();
  };
  void (async () => {
    for await (const _event of bus.pubsub.subscribe('guestAnswersStale')) invalidate();
  })();
  const written = () => {
    invalidate();
    bus.pubsub.publish('guestAnswersStale', {});
  };

  /** whether a GraphQL document only reads (queries), memoised by its text */
  const graphqlKind = (query: unknown): 'read' | 'write' | 'invalid' => {
    if (typeof query !== 'string') return 'invalid';
    let kind = operationKinds.get(query);
    if (!kind) {
      try {
        const document = parse(query);
        const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
        kind = operations.length > 0 && operations.every((operation) => operation.operation === OperationTypeNode.QUERY) ? 'read' : 'write';
      } catch {
        kind = 'invalid';
      }
      if (operationKinds.size >= MAX_ENTRIES * 4) operationKinds.clear();
      operationKinds.set(query, kind);
    }
    return kind;
  };

  /** Any method but GET, HEAD and OPTIONS may write, except a GraphQL document that parses as queries only (or not at all). */
  const writes = (req: Request) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return false;
    const query = (req.body as { query?: unknown } | undefined)?.query;
    return !(req.baseUrl === '/graphql' && typeof query === 'string' && graphqlKind(query) !== 'write');
  };

  const isGuest = (req: Request) => req.viewer.role === 'GUEST' && !req.headers.authorization && !(req.headers.cookie ?? '').includes(`${sessionCookie}=`);

  /** the request's cache key, or undefined when it is not a cacheable read */
  const keyOf = (req: Request): string | undefined => {
    const graphql = req.baseUrl === '/graphql';
    let body = '';
    if (req.method === 'POST' && graphql) {
      const payload = req.body as { query?: unknown; variables?: unknown; operationName?: unknown } | undefined;
      if (!payload || graphqlKind(payload.query) !== 'read') return undefined;
      body = JSON.stringify([payload.query, payload.variables ?? null, payload.operationName ?? null]);
    } else if (req.method === 'GET') {
      if (graphql && graphqlKind(req.query.query) !== 'read') return undefined;
    } else return undefined;
    if (!isGuest(req)) return undefined;
    const hash = createHash('sha256').update(req.method).update('\0').update(req.originalUrl).update('\0').update(body);
    for (const header of VARYING_HEADERS) hash.update('\0').update(req.headers[header]?.toString() ?? '');
    return hash.digest('base64url');
  };

  const replay = (entry: Entry, res: Response) => {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.status(entry.status).send(entry.body);
  };

  return (req, res, next) => {
    if (ttlMs === 0) return next();
    if (writes(req)) {
      written();
      // The write is committed when its answer is sent: reads that ran meanwhile are stale.
      res.once('finish', written);
      return next();
    }
    const key = keyOf(req);
    if (!key) return next();
    const now = Date.now();
    const cached = entries.get(key);
    if (cached && cached.expiresAt > now && cached.generation === generation) {
      entries.delete(key);
      entries.set(key, cached);
      return replay(cached, res);
    }
    const pending = inFlight.get(key);
    if (pending) {
      void pending.then((entry) => (entry && entry.generation === generation ? replay(entry, res) : next()), next);
      return;
    }
    const started = generation;
    let settle!: (entry: Entry | undefined) => void;
    inFlight.set(key, new Promise<Entry | undefined>((resolve) => (settle = resolve)));
    const done = (entry: Entry | undefined) => {
      inFlight.delete(key);
      settle(entry);
    };
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const keep = res.statusCode === 200 && !res.getHeader('set-cookie') && (typeof body === 'string' || Buffer.isBuffer(body)) && body.length <= MAX_BODY_BYTES;
      if (keep && started === generation) {
        const entry: Entry = {
          generation: started,
          expiresAt: Date.now() + ttlMs,
          status: res.statusCode,
          headers: Object.entries(res.getHeaders())
            .map(([name, value]) => [name, String(value)] as [string, string])
            .filter(([name]) => name !== 'content-length' && name !== 'etag'),
          body,
        };
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, entry);
        done(entry);
      } else done(undefined);
      return send(body);
    };
    res.once('close', () => done(undefined));
    next();
  };
}
