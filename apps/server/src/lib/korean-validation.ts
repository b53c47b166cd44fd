import type { z } from 'zod';

/** What a value should have been, in the words a Korean reader uses. */
const typeNames: Record<string, string> = {
  string: '문자열',
  number: '숫자',
  int: '정수',
  bigint: '정수',
  boolean: '참/거짓 값',
  array: '목록',
  object: '객체',
  date: '날짜',
  null: '빈 값',
};

const formatNames: Record<string, string> = {
  email: '이메일 주소',
  url: '주소(URL)',
  uuid: 'UUID',
  datetime: '날짜와 시간(ISO 8601)',
  date: '날짜(YYYY-MM-DD)',
  time: '시간',
  ipv4: 'IPv4 주소',
  ipv6: 'IPv6 주소',
  base64: 'base64 문자열',
  json_string: 'JSON 문자열',
};

/** How a size is counted for each kind of value. */
const units: Record<string, string> = { string: '자', array: '개', set: '개', file: '바이트' };

/** 이어야 after a final consonant (목록이어야), 여야 after a vowel (숫자여야). */
function copula(word: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  const hasFinal = code >= 0 && code < 11172 && code % 28 !== 0;
  return hasFinal ? '이어야' : '여야';
}

const list = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

type Issue = z.core.$ZodRawIssue;

/**
 * Korean messages for zod's own issues (CONTRACT.md 'HTTP behaviour': error messages are Korean
 * throughout, validation included). zod's bundled Korean locale leaves type names in English
 * ("number이 너무 작습니다"); this one names what was expected in Korean. A message a schema gives
 * itself always wins over these.
 */
export function koreanIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return '필수 항목입니다.';
      const expected = typeNames[issue.expected] ?? '올바른 형식의 값';
      return `${expected}${copula(expected)} 합니다.`;
    }
    case 'too_small': {
      const unit = units[issue.origin] ?? '';
      const min = issue.minimum.toString();
      if (unit === '자' && min === '1') return '비어 있을 수 없습니다.';
      if (unit === '개' && min === '1') return '하나 이상 있어야 합니다.';
      return issue.inclusive
        ? `${min}${unit} 이상이어야 합니다.`
        : `${min}${unit}보다 커야 합니다.`;
    }
    case 'too_big': {
      const unit = units[issue.origin] ?? '';
      const max = issue.maximum.toString();
      return issue.inclusive
        ? `${max}${unit} 이하여야 합니다.`
        : `${max}${unit}보다 작아야 합니다.`;
    }
    case 'invalid_format': {
      if (issue.format === 'regex') return '형식이 올바르지 않습니다.';
      if (issue.format === 'starts_with') return `"${String(issue.prefix)}"(으)로 시작해야 합니다.`;
      if (issue.format === 'ends_with') return `"${String(issue.suffix)}"(으)로 끝나야 합니다.`;
      if (issue.format === 'includes') return `"${String(issue.includes)}"을(를) 포함해야 합니다.`;
      const name = formatNames[issue.format];
      return name ? `올바른 ${name} 형식이 아닙니다.` : '형식이 올바르지 않습니다.';
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `${list(issue.values)}이어야 합니다.`
        : `${list(issue.values)} 중 하나여야 합니다.`;
    case 'not_multiple_of':
      return `${String(issue.divisor)}의 배수여야 합니다.`;
    case 'unrecognized_keys':
      return `알 수 없는 항목이 있습니다: ${issue.keys.join(', ')}`;
    case 'invalid_key':
    case 'invalid_element':
      return '목록이나 객체 안에 올바르지 않은 값이 있습니다.';
    case 'invalid_union':
      return '허용되는 형식의 값이 아닙니다.';
    default:
      return '올바르지 않은 값입니다.';
  }
}
