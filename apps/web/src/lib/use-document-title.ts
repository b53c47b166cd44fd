import { useEffect } from 'react';
import * as ko from './i18n/ko';

let siteName: string = ko.site.fallbackName;

/** The shell tells us the configured site name once /api/site has answered. */
export function setTitleSiteName(name: string): void {
  siteName = name;
}

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} - ${siteName}` : siteName;
  }, [title]);
}
