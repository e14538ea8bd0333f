/** The time, through a port: core never reads the system clock, so tests and the evaluation choose "now". */
export interface Clock {
  now(): Date;
}

/** Waiting, through a port: the composition root binds the system's timers. */
export interface Timer {
  /** Resolves after `ms`; once `signal` aborts it never settles. */
  after(ms: number, signal?: AbortSignal): Promise<void>;
}
