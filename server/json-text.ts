/**
 * An answer already written as JSON, for the answer cache to keep as it is instead of serialising
 * it again. `T` is the shape the text holds, so a route still says what it answers.
 */
export class JsonText<T> {
  declare readonly shape?: T;

  constructor(readonly text: string) {}
}
