import type { NavigateFunction } from 'react-router-dom';
import { paths } from '../../config/paths';

let navigate: NavigateFunction | undefined;

/** Called once by the router so code outside React (the request layer) can navigate. */
export function registerNavigator(next: NavigateFunction | undefined): void {
  navigate = next;
}

/**
 * Goes to the home page (SPEC 2 and 8: where expired sessions land), replacing the current entry
 * (the page the user was on is no longer valid).
 */
export function navigateHome(): void {
  if (navigate) navigate(paths.home(), { replace: true });
  else window.location.replace(`#${paths.home()}`);
}
