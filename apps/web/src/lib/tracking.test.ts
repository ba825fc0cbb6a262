import { afterEach, describe, expect, it } from 'vitest';
import { writeCookie } from './cookies.ts';
import { captureTracking, trackedFields } from './tracking.ts';

const names = ['invite', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'];

describe('invite and utm tracking', () => {
  afterEach(() => {
    for (const n of names) writeCookie(n, '', 0);
  });

  it('keeps invite and utm parameters in cookies and hands them to sign-up', () => {
    captureTracking(
      '?invite=FRIEND42&utm_source=news&utm_medium=email&utm_campaign=autumn&utm_content=banner&utm_term=yield+farming&other=1',
    );
    expect(trackedFields()).toEqual({
      invite: 'FRIEND42',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'autumn',
      utm_content: 'banner',
      utm_term: 'yield farming',
    });
  });

  it('ignores empty and oversized values and keeps earlier ones', () => {
    captureTracking('?invite=FIRST');
    captureTracking(`?invite=&utm_source=${'x'.repeat(300)}`);
    expect(trackedFields()).toEqual({ invite: 'FIRST' });
  });
});
