export const site = {
  fallbackName: '멸공',
  copyright: (name: string) => `© ${new Date().getFullYear()} ${name}`,
} as const;
