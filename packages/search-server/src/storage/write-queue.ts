/**
 * Runs tasks one after another. Each collection has one, so a write validates against the state
 * left by the previous write and log lines are never interleaved.
 */
export class WriteQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    // Keep the chain alive whatever this task does; its caller sees its own failure.
    this.tail = result.catch(() => undefined);
    return result;
  }
}
