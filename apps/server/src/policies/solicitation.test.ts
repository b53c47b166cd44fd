import { describe, expect, it } from 'vitest';
import { solicitationReason } from './solicitation';

describe('solicitationReason', () => {
  it.each([
    ['open.kakao.com/o/abc 들어오세요', '외부 채팅방·메신저 링크'],
    ['t.me/vip 무료', '외부 채팅방·메신저 링크'],
    ['문의 010-1234-5678', '휴대전화 번호'],
    ['공일공 일이삼사 오육칠팔', '휴대전화 번호'],
    ['카톡 ID: stock77', '메신저 아이디 안내'],
    ['bit.ly/abc 무료 급등주', '단축 URL을 통한 투자 권유'],
    ['수 익 보 장', '수익 보장 문구'],
    ['ㄹㅣ딩방 오픈', '리딩방·유료 추천방 권유'],
  ])('%s → %s', (text, reason) => {
    expect(solicitationReason(text)).toBe(reason);
  });

  it.each([
    '리딩방 사기 조심하세요 금감원 1332',
    '에쓰오일 010950 7000원 올랐네요',
    '010950 70,000원 지지',
    '고객센터 1588-1234',
    '02-3774-9000',
    'https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20261008000123',
    '온라인 검색해 보니 실적이 좋네요',
    'investment 기사 https://www.mk.co.kr/news/1',
  ])('lets %s through', (text) => {
    expect(solicitationReason(text)).toBeNull();
  });

  it('holds a contact even in a warning', () => {
    expect(solicitationReason('사기꾼 번호 010-1111-2222 조심')).toBe('휴대전화 번호');
  });
});
