/**
 * Work that must reach the server while the session still exists (a page's held locks, say).
 * A page registers a task while it holds something and removes it when it lets go; signing out
 * runs every registered task and waits for them (bounded) before the session ends.
 */
type Task = () => Promise<unknown>;
const tasks = new Set<Task>();

/** Registers `task` to run before sign-out; returns the function that removes it. */
export function beforeSignOut(task: Task): () => void {
  tasks.add(task);
  return () => {
    tasks.delete(task);
  };
}

/** Runs the registered tasks (each once, failures ignored), waiting at most `limitMs`. */
export async function runBeforeSignOut(limitMs = 3_000): Promise<void> {
  const running = [...tasks].map((task) => {
    tasks.delete(task);
    return Promise.resolve()
      .then(task)
      .catch(() => undefined);
  });
  if (!running.length) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  await Promise.race([Promise.all(running), limit]);
  clearTimeout(timer);
}
