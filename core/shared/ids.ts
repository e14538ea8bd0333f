/** Fresh identifiers, through a port: core never draws randomness itself. */
export interface Ids {
  /** An unguessable URL-safe identifier, different on every call. */
  next(): string;
}
