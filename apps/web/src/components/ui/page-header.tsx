import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
}

/** The page's one h1, also used as the document title. */
export function PageHeader({ title, description, icon, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <div className="flex items-start gap-3">
      {icon}
      <div className="min-w-0 flex-1">
        <h1 className="text-xl font-bold tracking-tight md:text-2xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-fg-muted">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}
