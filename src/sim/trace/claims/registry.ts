import type { MsgKey } from '../../../i18n/en';
import { MISCONCEPTION_CLAIMS } from '../../misconception/misconceptionClaims';
import { CHECK_CLAIMS } from '../responder/responderChecks';
import { RXE_CLAIMS } from '../rxe/rxeText';
import { ANSWER_CLAIMS } from '../text/answerText';
import { COMPLETION_CLAIMS } from '../text/completionText';
import { FABRIC_CLAIMS } from '../text/fabricText';
import { PLACEMENT_CLAIMS } from '../text/placementText';
import { POST_CLAIMS } from '../text/postText';
import { READ_CLAIMS } from '../text/readText';
import { RESPONDER_CLAIMS } from '../text/responderText';
import { SENDER_CLAIMS } from '../text/senderText';
import { SETUP_CLAIMS } from '../text/setupText';
import { UNIT_CLAIMS } from '../text/unitClaims';
import type { Claim, Claims } from './claim';

/** Every claim the step texts make, from the text module that chooses each message. */
const FAMILIES: readonly Claims[] = [
  SETUP_CLAIMS,
  POST_CLAIMS,
  SENDER_CLAIMS,
  FABRIC_CLAIMS,
  RESPONDER_CLAIMS,
  PLACEMENT_CLAIMS,
  ANSWER_CLAIMS,
  COMPLETION_CLAIMS,
  READ_CLAIMS,
  CHECK_CLAIMS,
  UNIT_CLAIMS,
  MISCONCEPTION_CLAIMS,
  RXE_CLAIMS,
];

export const CLAIMS: Readonly<Partial<Record<MsgKey, Claim>>> = Object.assign({}, ...FAMILIES);

/** A key declared by two families would have two meanings: the registry refuses it (a test calls this). */
export function duplicateClaims(): MsgKey[] {
  const seen = new Set<string>();
  const dup: MsgKey[] = [];
  for (const f of FAMILIES) for (const k of Object.keys(f) as MsgKey[]) seen.has(k) ? dup.push(k) : seen.add(k);
  return dup;
}
