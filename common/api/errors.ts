/** Every error answer of the /api has this body. */
export interface ErrorBody {
  message: string;
}
