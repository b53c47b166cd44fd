export const nickname = {
  titleSet: '닉네임 설정',
  titleChange: '닉네임 변경',
  descriptionSet:
    '커뮤니티에서 사용할 닉네임을 정해주세요. 나중에 마이페이지의 ‘닉네임 설정’에서 정할 수도 있습니다.',
  descriptionChange: '새 닉네임을 입력하고 중복 확인을 해주세요.',
  label: '닉네임',
  placeholder: '2~10자',
  hint: '한글, 영문, 숫자, 밑줄(_)로 2~10자',
  check: '중복 확인',
  checking: '확인 중…',
  submit: '저장',
  submitting: '저장 중…',
  later: '나중에',
  setDone: '닉네임이 설정되었습니다.',
  changeDone: '닉네임이 변경되었습니다.',
  changeError: (message: string) => `닉네임 변경 중 오류가 발생했습니다: ${message}`,
} as const;
