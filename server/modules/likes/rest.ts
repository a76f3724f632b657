import { Router } from 'express';
import { NotFoundError } from '../../errors.ts';
import { restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { recordId } from '../../validation.ts';
import { type ObjectKind, objectKey } from '../objects/registry.ts';
import { like, unlike } from './service.ts';

/** `POST /api/like/{id}[/comment]` and `POST /api/unlike/{id}[/comment]` (social-core §7). */
export function likesRoutes(services: Services): Router {
  const router = Router();
  const paths: [suffix: string, kind: ObjectKind][] = [
    ['', 'TimelineItem'],
    ['/comment', 'Comment'],
  ];
  for (const [suffix, kind] of paths) {
    for (const [verb, change, message] of [
      ['like', like, 'ITEM_LIKED'],
      ['unlike', unlike, 'ITEM_UNLIKED'],
    ] as const) {
      router.post(
        `/api/${verb}/:id${suffix}`,
        restRoute(services.logger, async (req) => {
          // A malformed id, or one beyond any row's, names no item.
          const id = recordId.safeParse(req.params.id);
          if (!id.success) throw new NotFoundError();
          const key = objectKey({ kind, id: id.data });
          const { evaluationCount, liked } = await change(services, req.viewer, key);
          return { success: true, evaluation_count: evaluationCount, liked, message };
        }),
      );
    }
  }
  return router;
}
