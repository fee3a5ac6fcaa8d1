/**
 * What runs right after sign-in (the landing screen's data), given by the app shell: the sign-in
 * page calls it without knowing the screens. Loaded as its own module, ahead during the warm-up.
 */
type Task = () => void;

let load: (() => Promise<Task>) | undefined;
let loaded: Task | undefined;

export function provideAfterSignIn(loader: () => Promise<Task>): void {
  load = loader;
  loaded = undefined;
}

/** Fetches the task's module while the sign-in page waits for the user. */
export function preloadAfterSignIn(): void {
  void load?.().then((task) => {
    loaded = task;
  });
}

/**
 * Runs the task: at once when the warm-up has loaded it (a resolved import still waits for the
 * next task, behind the first render of the signed-in shell), else once its module arrives.
 */
export function runAfterSignIn(): void {
  if (loaded) loaded();
  else void load?.().then((task) => task());
}
