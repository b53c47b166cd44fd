import { groupDigits } from '@myeolgong/contract/korean-number';

export const files = {
  imageHint: (max: number, mb: number) =>
    `JPG, PNG, GIF, WEBP, BMP · 파일당 ${mb}MB 이하 · 최대 ${max}개 (올리기 전에 자동으로 줄입니다)`,
  videoHint: (mb: number) => `MP4, WEBM, OGG, MOV, AVI · ${mb}MB 이하`,
  serverImageUploadFailed: (message: string) => `서버 이미지 업로드 실패: ${message}`,
  videoTooBigTitle: '동영상 파일이 너무 큽니다',
  videoTooBigConfirm: '그래도 업로드를 시도하시겠습니까? 서버가 거절할 수 있습니다.',
  uploadAnyway: '그래도 업로드',
  imageNotUploaded: '이미지가 아직 업로드되지 않았습니다. 잠시만 기다려주세요.',
  videoNotUploaded: '동영상이 아직 업로드되지 않았습니다. 잠시만 기다려주세요.',
  imageFailedInList: '업로드하지 못한 이미지가 있습니다. 다시 시도하거나 삭제해주세요.',
  largeImageWarning: (kb: number) =>
    `줄인 뒤에도 이미지가 큽니다 (${groupDigits(kb)}KB). 업로드에 시간이 걸릴 수 있습니다.`,
  chooseImages: '이미지 선택',
  chooseVideo: '동영상 파일 선택',
  chooseAnotherVideo: '다른 동영상 선택',
  dropImages: '이미지를 끌어다 놓거나 선택하세요',
  dropVideo: '동영상을 끌어다 놓거나 선택하세요',
  imageAddress: '이미지 주소로 추가',
  imageAddressPlaceholder: 'https://example.com/photo.jpg',
  addAddress: '추가',
  processing: '처리 중…',
  uploadProgress: (name: string) => `${name} 업로드 진행률`,
  percent: (n: number) => `${n}%`,
  retryUpload: '다시 업로드',
  cancelUpload: '업로드 취소',
  uploadFailedLabel: '업로드 실패',
  videoPreview: '동영상 미리보기',
  imageCount: (n: number, max: number) => `${n}/${max}`,
} as const;
