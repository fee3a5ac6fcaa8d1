/**
 * Lets non-React code (logout from the HTTP client) navigate through the data router without
 * importing it, which would pull the whole route table into every module.
 */
type NavigateFn = (to: string) => void;

let navigateImpl: NavigateFn = (to) => window.location.assign(to);

export function registerNavigate(fn: NavigateFn): void {
  navigateImpl = fn;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
