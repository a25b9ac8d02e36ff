import type { NavigateFunction } from 'react-router-dom';

/** SPEC 2 and 8: the home page, where expired sessions and "back" with no history land. */
export const HOME_PATH = '/pages/index/index';

let navigate: NavigateFunction | undefined;

/** Called once by the router so code outside React (the request layer) can navigate. */
export function registerNavigator(next: NavigateFunction | undefined): void {
  navigate = next;
}

/** Goes to the home page, replacing the current entry (the page the user was on is no longer valid). */
export function navigateHome(): void {
  if (navigate) navigate(HOME_PATH, { replace: true });
  else window.location.replace(`#${HOME_PATH}`);
}
