import { apiErrorBody } from '../../functions/src/contract/errors';
import type { ApiAnswer } from './api';

/** The error an API answer's body carries (throws when the body is not an API error). */
export const errorOf = (body: unknown) => apiErrorBody.parse(body).error;

/** The error an API answer carries, as `errorOf` reads it from its body. */
export const errorOfAnswer = (answer: ApiAnswer) => errorOf(answer.body);

/** The fields an API error names, with why each was refused; none when it names none. */
export const fieldsOf = (body: unknown) => errorOf(body).fields ?? {};
