/** The image and video inputs' copy, downloaded with them (media-post-fields.tsx). */
export const fileFields = {
  imageHint: (max: number, mb: number) =>
    `JPG, PNG, GIF, WEBP, BMP · 파일당 ${mb}MB 이하 · 최대 ${max}개 (올리기 전에 자동으로 줄입니다)`,
  videoHint: (mb: number) => `MP4, WEBM, OGG, MOV, AVI · ${mb}MB 이하`,
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
