import { isUnsetNickname } from '@myeolgong/contract/unset-nickname';
import { nicknameMessages, nicknameProblem } from '@myeolgong/contract/nickname-rules';

/** The member's chosen nickname, or null while it is unset ('user 5', 사용자…, none). */
export function chosenNickname(nickname: string | null | undefined): string | null {
  return nickname && !isUnsetNickname(nickname) ? nickname.trim() : null;
}

/** SPEC.md §5's rules the browser can check alone, as the first message that applies. */
export function nicknameRuleMessage(value: string, current: string | null): string | null {
  const problem = nicknameProblem(value);
  if (problem) return problem;
  if (current !== null && value.trim() === current) return nicknameMessages.same;
  return null;
}
