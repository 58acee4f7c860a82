import { activationSubmitAnswerSchema } from '@prepacode/domain/contracts/signup.contract';
import { readJson } from './read-json.js';

/** What `app.inject` answers, as far as these reads go. */
interface Reply {
  body: string;
  json(): unknown;
}

/** The sign-up token of a code submitted for a new address: the « inscription » step. */
export function activationToken(reply: Reply): string {
  const step = readJson(reply, activationSubmitAnswerSchema);
  if (step.etape !== 'inscription') throw new Error(`an inscription step expected: ${reply.body}`);
  return step.token;
}

/** The message to an address that has its account already: the « connexion » step. */
export function activationMessage(reply: Reply): string {
  const step = readJson(reply, activationSubmitAnswerSchema);
  if (step.etape !== 'connexion') throw new Error(`a connexion step expected: ${reply.body}`);
  return step.message;
}
