import { groupDigits } from '@myeolgong/contract/korean-number';

/** What the post form itself says about its files (the inputs' own copy: ./file-fields.ts). */
export const files = {
  serverImageUploadFailed: (message: string) => `서버 이미지 업로드 실패: ${message}`,
  videoTooBigTitle: '동영상 파일이 너무 큽니다',
  videoTooBigConfirm: '그래도 업로드를 시도하시겠습니까? 서버가 거절할 수 있습니다.',
  uploadAnyway: '그래도 업로드',
  imageNotUploaded: '이미지가 아직 업로드되지 않았습니다. 잠시만 기다려주세요.',
  videoNotUploaded: '동영상이 아직 업로드되지 않았습니다. 잠시만 기다려주세요.',
  imageFailedInList: '업로드하지 못한 이미지가 있습니다. 다시 시도하거나 삭제해주세요.',
  largeImageWarning: (kb: number) =>
    `줄인 뒤에도 이미지가 큽니다 (${groupDigits(kb)}KB). 업로드에 시간이 걸릴 수 있습니다.`,
} as const;
