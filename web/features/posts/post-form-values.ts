import type { PostForm_post$data } from '../../__generated__/PostForm_post.graphql.ts';
import type { PostForm_viewer$data } from '../../__generated__/PostForm_viewer.graphql.ts';
import { htmlToText } from './body-text.ts';
import type { EditTarget, PostType } from './edit-route.ts';

export interface Values {
  type: PostType;
  title: string;
  body: string;
  privacy: number;
  /** a publish target's recId, or '' for the own timeline */
  entity: string;
  lat: string;
  lon: string;
  eventAt: string;
}

export function initialValues(target: EditTarget, viewer: PostForm_viewer$data, post: PostForm_post$data | null | undefined): Values {
  if (target.kind === 'edit' && post?.type) {
    return {
      type: post.type as PostType,
      title: post.title ?? '',
      // A mood's message is edited as text; every other body in the rich-text editor, as HTML.
      body: post.type === 'MOOD' ? htmlToText(post.body ?? '') : (post.body ?? ''),
      privacy: post.item?.privacy ?? 9,
      entity: String(target.publishTo ?? post.entity?.recId ?? ''),
      lat: post.lat === null || post.lat === undefined ? '' : String(post.lat),
      lon: post.lon === null || post.lon === undefined ? '' : String(post.lon),
      eventAt: post.eventAt ? toLocalInput(new Date(post.eventAt)) : '',
    };
  }
  const type = target.kind === 'new' ? target.type : 'NOTE';
  return {
    type,
    title: '',
    body: '',
    privacy: defaultPrivacy(viewer, type, target.kind === 'new' ? target.entityId : null),
    entity: target.kind === 'new' && target.entityId ? target.entityId : '',
    lat: '',
    lon: '',
    eventAt: '',
  };
}

/** The viewer's default privacy for a new post of this type, on a board or the own timeline. */
export function defaultPrivacy(viewer: PostForm_viewer$data, type: PostType, entity: string | null): number {
  if (entity) return viewer.board;
  return ((viewer as Record<string, unknown>)[type] as number | undefined) ?? viewer.NOTE;
}

function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const coordinate = (max: number) => (value: string) => {
  if (!value.trim()) return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) && Math.abs(number) <= max ? null : 'COORD_BAD_FORMAT';
};
