import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { canGoBack, navigateWithFallback } from '../lib/navigation/navigate-with-fallback';

/** SPEC 2 navigation: `go` falls back to a tab switch when it fails; `back` goes home without history. */
export function useAppNavigate(): { go: (to: string) => void; back: () => void } {
  const navigate = useNavigate();
  const go = useCallback((to: string) => navigateWithFallback(navigate, to), [navigate]);
  const back = useCallback(() => {
    if (canGoBack(window.history.state)) navigate(-1);
    else navigate(paths.home(), { replace: true });
  }, [navigate]);
  return { go, back };
}
