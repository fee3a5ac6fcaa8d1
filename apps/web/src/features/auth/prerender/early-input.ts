/**
 * The prerendered sign-in page (ADR 0016) is on screen and takes input before React owns it: the
 * app's modules load and run, the route's chunk loads, then React hydrates. Fields keep what is
 * typed meanwhile, but a click on a button would do nothing (the theme switch) or post the bare
 * HTML form (Sign in, or Enter in a field), which left the page for a JSON 404. Such a click or
 * submit is held here from the moment the app's code starts (hold-early-input.ts, main.tsx's first
 * import) and replayed once React has taken the page over, where React handles it as it does any
 * click on a page it is hydrating.
 */
let replay: (() => void) | null = null;
let stopHolding: (() => void) | null = null;

export function holdEarlyInput(root: HTMLElement): void {
  if (stopHolding) return;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    replay = () => button.click();
  };
  // A form without a submit button submits without a click (Enter in its only field).
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    replay ??= () => form.requestSubmit();
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  stopHolding = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
  };
}

/**
 * Stops holding. With `replay`, the last held click or submit goes to the page again: call it once
 * React listens on the page it hydrates. Without, it is dropped: the page is rendered afresh (a
 * signed-in visitor is sent on), and a click on the old markup would post the bare form.
 */
export function releaseEarlyInput({ replay: again }: { replay: boolean }): void {
  stopHolding?.();
  stopHolding = null;
  const held = replay;
  replay = null;
  if (again) held?.();
}
