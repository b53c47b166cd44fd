import { describe, expect, it } from 'vitest';
import { buildInquiryMailto, emptyInquiry, validateInquiry } from './inquiry';

describe('validateInquiry', () => {
  it('requires name, contact and details', () => {
    expect(validateInquiry(emptyInquiry)).toEqual({
      name: '담당자 이름을 입력해주세요.',
      contact: '연락처를 입력해주세요.',
      details: '문의 내용을 입력해주세요.',
    });
  });

  it('treats whitespace as empty', () => {
    expect(
      validateInquiry({ name: '  ', contact: '\n', businessNumber: '', details: '\t' }),
    ).toHaveProperty('name');
  });

  it('does not require the business number', () => {
    expect(
      validateInquiry({
        name: '홍길동',
        contact: '010-1234-5678',
        businessNumber: '',
        details: '배너 광고',
      }),
    ).toEqual({});
  });
});

describe('buildInquiryMailto', () => {
  it('addresses the contact e-mail with subject 광고 문의 and every field in the body', () => {
    const href = buildInquiryMailto('ads@example.com', {
      name: ' 홍길동 ',
      contact: '010-1234-5678',
      businessNumber: '123-45-67890',
      details: '배너 광고, 월 100만 원, 3개월\n문의드립니다 & 감사합니다',
    });
    const [address, query] = href.replace(/^mailto:/, '').split('?');
    expect(href.startsWith('mailto:')).toBe(true);
    expect(address).toBe('ads@example.com');
    expect(query?.startsWith(`subject=${encodeURIComponent('광고 문의')}&body=`)).toBe(true);
    const body = decodeURIComponent(query?.split('&body=')[1] ?? '');
    expect(body).toBe(
      [
        '담당자 이름: 홍길동',
        '연락처: 010-1234-5678',
        '사업자등록번호: 123-45-67890',
        '',
        '문의 내용:',
        '배너 광고, 월 100만 원, 3개월\n문의드립니다 & 감사합니다',
      ].join('\n'),
    );
  });

  it('says 없음 for a missing business number', () => {
    const href = buildInquiryMailto('a@b.c', {
      name: 'a',
      contact: 'b',
      businessNumber: ' ',
      details: 'c',
    });
    expect(decodeURIComponent(href)).toContain('사업자등록번호: 없음');
  });
});
