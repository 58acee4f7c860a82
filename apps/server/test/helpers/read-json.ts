import { errorBodySchema, type ErrorBody } from '@prepacode/domain/contracts/error.contract';
import { z } from 'zod/mini';

/** What `app.inject` answers, as far as reading its body goes. */
interface JsonReply {
  json(): unknown;
}

/**
 * A reply's body read through its contract schema, so a reply that breaks its contract fails the
 * test. The body is returned as sent, not as parsed: zod drops keys the schema lacks, and an
 * assertion on the whole body must still see any key the server added.
 */
export function readJson<Schema extends z.ZodMiniType>(
  reply: JsonReply,
  schema: Schema,
): z.output<Schema> {
  const body = reply.json();
  z.parse(schema, body);
  return body as z.output<Schema>;
}

/** The `{ error: { code, message } }` body every refusal carries (plugins/errors.ts). */
export function readError(reply: JsonReply): ErrorBody['error'] {
  return readJson(reply, errorBodySchema).error;
}
