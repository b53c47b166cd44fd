export const errors = {
  network: '서버에 연결할 수 없습니다. 인터넷 연결을 확인해주세요.',
  timeout: '서버 응답 시간이 초과되었습니다. 잠시 후 다시 시도해주세요.',
  notFound: '요청한 정보를 찾을 수 없습니다.',
  server: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  unknown: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
  boardNotFound: '요청한 게시판을 찾을 수 없습니다.',
  userLoad: '사용자 정보를 불러오는 중 오류가 발생했습니다.',
  appErrorTitle: '문제가 발생했습니다',
  appErrorBody: '페이지를 표시하는 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  chunkLoadTitle: '화면 일부를 불러오지 못했습니다',
  chunkLoad:
    '사이트가 새 버전으로 업데이트되었거나 연결이 잠시 끊겨 화면 일부를 불러오지 못했습니다. 다시 시도하면 새 버전으로 열립니다.',
  notFoundStatus: '페이지를 찾을 수 없습니다.',
  statusLabel: (status: number) => `오류 코드 ${status}`,
  reload: '새로고침',
  retry: '다시 시도',
} as const;
