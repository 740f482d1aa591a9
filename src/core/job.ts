/**
 * Work that yields and resumes: the snapshot pipeline's phases (the walk, text, identity,
 * occlusion, locators, marks, the diff) each run as a Job, so `snapshot()` runs them to the end in
 * one task and `snapshotAsync()` in slices of `sliceMs`, letting the page run in between.
 *
 * `step(until)` works until the clock (performance.now) passes `until` and returns false (call again:
 * the job kept its place), or finishes and returns true; `step(Infinity)` runs to the end. A job
 * checks the clock every few hundred items, not every one; a pass that cannot be cut runs whole.
 * `result()` is what the job made, read after the step that returned true. A job that only writes
 * into what it was given has no result (`Job` with no type argument).
 */
export type Job<T = void> = { step(until: number): boolean } & ([T] extends [void] ? unknown : { result(): T });

/** Run a job to the end in one go and return what it made. */
export function runJob<T>(job: Job<T> & { result(): T }): T {
  job.step(Infinity);
  return job.result();
}
