import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Changes the URL's search parameters in place (replacing the history entry). The change starts
 * from the parameters as they are when it is made, not from those of the last render: a screen
 * still shown while the next one loads would otherwise undo a choice made a moment before (two
 * filters chosen quickly one after the other).
 */
export function useUpdateSearch(): (change: (params: URLSearchParams) => void) => void {
  const navigate = useNavigate();
  return useCallback(
    (change) => {
      const params = new URLSearchParams(window.location.search);
      change(params);
      const search = params.toString();
      void navigate({ pathname: window.location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    },
    [navigate],
  );
}
