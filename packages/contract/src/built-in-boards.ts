// Kept free of zod so that the web app's first download does not pull it in.

/** The three built-in boards every installation has, in sidebar order. */
export const builtInBoards = [
  { id: 1, name: 'myeolgong', displayName: '멸공 게시판' },
  { id: 2, name: 'stock', displayName: '투자 게시판' },
  { id: 3, name: 'free', displayName: '자유 게시판' },
] as const;
