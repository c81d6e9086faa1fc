/** The answer of the /api's deletes and sign-out: a sentence saying what was done. */
export interface MessageAnswer {
  message: string;
}
