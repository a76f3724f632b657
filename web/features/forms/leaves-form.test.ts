import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { leavesForm } from './useUnsavedChangesGuard.ts';

const at = (pathname: string, background?: Location): Location => ({ pathname, search: '', hash: '', state: background ? { background } : null, key: pathname });

describe('leavesForm', () => {
  const postForm = at('/post/edit/');
  const browser = at('/attachment/browser_popup/', postForm);

  it('keeps a form on a page while a popup opens over it and closes again', () => {
    expect(leavesForm(false, postForm, browser)).toBe(false);
    expect(leavesForm(false, browser, postForm)).toBe(false);
  });

  it('leaves a form on a page for another page, also from a popup over it', () => {
    expect(leavesForm(false, postForm, at('/'))).toBe(true);
    expect(leavesForm(false, browser, at('/species/'))).toBe(true);
  });

  it('leaves a form in a popup when the popup closes', () => {
    const list = at('/species/');
    const editor = at('/species/edit/12', list);
    expect(leavesForm(true, editor, list)).toBe(true);
    expect(leavesForm(true, editor, editor)).toBe(false);
  });
});
