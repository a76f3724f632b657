import { describe, expect, test } from 'vitest';
import { BOARD_TYPES, COMPOSER_TYPES, editRoute, editTarget, globalId, newPostRoute } from './edit-route.ts';

describe('edit links of timeline cards', () => {
  test('each kind of post goes to its own editor', () => {
    expect(editRoute({ category: 'NOTE', post: { recId: 7 } })).toBe('/note/edit/7');
    expect(editRoute({ category: 'NEWS', post: { recId: 7 } })).toBe('/note/edit/7');
    expect(editRoute({ category: 'QUESTION', post: { recId: 7 } })).toBe('/note/edit/7');
    expect(editRoute({ category: 'MOOD', post: { recId: 8 } })).toBe('/mood/edit/8');
    expect(editRoute({ category: 'LESSON', post: { recId: 9 } })).toBe('/lesson/edit/9');
    expect(editRoute({ category: 'SOLUTION', post: { recId: 10, lessonId: 9 } })).toBe('/solution/edit/9/10');
  });

  test('an entity post edits on the entity editor with its board as publish_to', () => {
    expect(editRoute({ category: 'QUESTION', post: { recId: 11, entity: { recId: 3 } } })).toBe('/entity/post/edit/11?publish_to=3');
  });

  test('an item that is no post has no editor', () => {
    expect(editRoute({ category: 'OBSERVATION', post: null })).toBeNull();
  });
});

describe('edit routes', () => {
  test('new posts: own timeline, fixed kinds, solutions and entity boards', () => {
    expect(editTarget('/post/edit/', '')).toEqual({ kind: 'new', type: 'NOTE', entityId: null, lessonId: null });
    expect(editTarget('/post/edit/', '?type=question&publish_to=4')).toEqual({ kind: 'new', type: 'QUESTION', entityId: '4', lessonId: null });
    expect(editTarget('/mood/edit/0', '')).toEqual({ kind: 'new', type: 'MOOD', entityId: null, lessonId: null });
    expect(editTarget('/lesson/edit/new', '')).toEqual({ kind: 'new', type: 'LESSON', entityId: null, lessonId: null });
    expect(editTarget('/solution/edit/12/0', '')).toEqual({ kind: 'new', type: 'SOLUTION', entityId: null, lessonId: '12' });
    expect(editTarget('/entity/5/post/', '')).toEqual({ kind: 'new', type: 'NOTE', entityId: '5', lessonId: null });
    expect(editTarget('/entity/5/post/', '?category=N')).toEqual({ kind: 'new', type: 'NEWS', entityId: '5', lessonId: null });
    expect(editTarget('/entity/5/post/', '?category=q')).toEqual({ kind: 'new', type: 'QUESTION', entityId: '5', lessonId: null });
  });

  test('editing: every editor takes the post id', () => {
    expect(editTarget('/post/edit/21', '')).toEqual({ kind: 'edit', postId: '21', publishTo: null });
    expect(editTarget('/note/edit/21', '')).toEqual({ kind: 'edit', postId: '21', publishTo: null });
    expect(editTarget('/solution/edit/12/21', '')).toEqual({ kind: 'edit', postId: '21', publishTo: null });
    expect(editTarget('/entity/post/edit/21', '?publish_to=5')).toEqual({ kind: 'edit', postId: '21', publishTo: '5' });
    expect(editTarget('/entity/5', '')).toBeNull();
  });

  test('numeric ids become global ids', () => {
    expect(globalId('Post', 3)).toBe(btoa('Post:3'));
    expect(globalId('Entity', 'RW50aXR5OjM=')).toBe('RW50aXR5OjM=');
  });
});

describe('new post links', () => {
  const read = (href: string) => {
    const url = new URL(href, 'http://app');
    return editTarget(url.pathname, url.search);
  };

  test.each(COMPOSER_TYPES)('a new %s on the own timeline opens its editor with that type', (type) => {
    expect(read(newPostRoute(type))).toEqual({ kind: 'new', type, entityId: null, lessonId: null });
  });

  test.each(BOARD_TYPES)("a new %s on an entity's board opens its editor there", (type) => {
    expect(read(newPostRoute(type, 42))).toEqual({ kind: 'new', type, entityId: '42', lessonId: null });
  });

  test('the spec routes: notes, moods and lessons their own, news with category N', () => {
    expect(newPostRoute('NOTE')).toBe('/note/edit/0');
    expect(newPostRoute('MOOD')).toBe('/mood/edit/0');
    expect(newPostRoute('NOTE', 7)).toBe('/entity/7/post/');
    expect(newPostRoute('NEWS', 7)).toBe('/entity/7/post/?category=N');
  });
});
