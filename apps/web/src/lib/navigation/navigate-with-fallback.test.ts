import { describe, expect, it, vi } from 'vitest';
import { canGoBack, navigateWithFallback, tabFallbackFor } from './navigate-with-fallback';
import { isTabPath, tabKeyOf } from './tab-paths';

describe('navigateWithFallback (SPEC 2)', () => {
  it('navigates normally when it works', () => {
    const navigate = vi.fn();
    navigateWithFallback(navigate, '/pages/my/topup');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/pages/my/topup');
  });
  it('switches to a tab when navigation throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const navigate = vi.fn((to: string, options?: { replace?: boolean }) => {
      if (!options?.replace) throw new Error(`cannot open ${to}`);
    });
    navigateWithFallback(navigate, '/pages/team/team');
    expect(navigate).toHaveBeenLastCalledWith('/pages/team/team', { replace: true });
    navigateWithFallback(navigate, '/pages/my/topup');
    expect(navigate).toHaveBeenLastCalledWith('/pages/index/index', { replace: true });
  });
});

describe('tabFallbackFor', () => {
  it('keeps tab targets and sends the rest home', () => {
    expect(tabFallbackFor('/pages/my/BSCassets?value1=x')).toBe('/pages/my/BSCassets?value1=x');
    expect(tabFallbackFor('/pages/Mall/Mall')).toBe('/pages/index/index');
  });
});

describe('tab paths', () => {
  it('knows the five tabs and the home alias', () => {
    expect(isTabPath('/')).toBe(true);
    expect(isTabPath('/pages/index/index')).toBe(true);
    expect(isTabPath('/pages/ino/ino')).toBe(true);
    expect(isTabPath('/pages/blindbox/blindbox')).toBe(true);
    expect(isTabPath('/pages/my/topup')).toBe(false);
    expect(tabKeyOf('/')).toBe('home');
    expect(tabKeyOf('/pages/my/bscassets')).toBe('assets');
    expect(tabKeyOf('/pages/my/my')).toBeUndefined();
  });
});

describe('canGoBack', () => {
  it('is true only with an earlier entry of this app in the history', () => {
    expect(canGoBack({ idx: 2, key: 'x', usr: null })).toBe(true);
    expect(canGoBack({ idx: 0 })).toBe(false);
    expect(canGoBack(null)).toBe(false);
    expect(canGoBack('x')).toBe(false);
  });
});
