import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { backgroundOf, replacesOpenPopup } from './navigation.ts';

const at = (pathname: string, state: unknown = null): Location => ({ pathname, search: '?type=i', hash: '', state, key: 'k' });

describe('replacesOpenPopup', () => {
  it('replaces an open attachment browser when it is opened again, whatever the query', () => {
    expect(replacesOpenPopup('/attachment/browser_popup/', '/attachment/browser_popup/')).toBe(true);
  });

  it('stacks the browser over anything else, and other popups over each other', () => {
    expect(replacesOpenPopup('/post/edit/', '/attachment/browser_popup/')).toBe(false);
    expect(replacesOpenPopup('/my/media/list/', '/attachment/browser_popup/')).toBe(false);
    expect(replacesOpenPopup('/species/12', '/species/13')).toBe(false);
  });
});

describe('backgroundOf', () => {
  it('is the page a popup was opened over', () => {
    const page = at('/media/');
    expect(backgroundOf(at('/attachment/browser_popup/', { background: page }))).toBe(page);
  });

  it('is home under a popup opened directly, and nothing under a page', () => {
    expect(backgroundOf(at('/attachment/browser_popup/'))).toMatchObject({ pathname: '/', search: '', hash: '' });
    expect(backgroundOf(at('/media/'))).toBeUndefined();
  });
});
