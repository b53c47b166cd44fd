import type { ReactNode } from 'react';
import { ContentBlocks } from './content-blocks';
import type { ContentSection } from './content-model';

const h2ClassName =
  'scroll-mt-24 text-xl leading-snug font-bold tracking-tight text-zinc-900 sm:text-2xl dark:text-zinc-50';

const h3ClassName = 'text-lg leading-snug font-semibold text-zinc-900 dark:text-zinc-100';

type StaticSectionProps = {
  id: string;
  heading: string;
  children: ReactNode;
};

/** A titled `<section>` (h2) of a static page. */
export function StaticSection({ id, heading, children }: StaticSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className={h2ClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A titled sub-section (h3) inside a {@link StaticSection}. */
export function StaticSubsection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="space-y-3">
      <h3 className={h3ClassName}>{heading}</h3>
      {children}
    </div>
  );
}

/** Renders a data-driven {@link ContentSection}: h2, its blocks and optional h3 sub-sections. */
export function ContentSectionView({ section }: { section: ContentSection }) {
  return (
    <StaticSection id={section.id} heading={section.heading}>
      <ContentBlocks blocks={section.blocks} />
      {section.subsections?.map((subsection) => (
        <StaticSubsection key={subsection.heading} heading={subsection.heading}>
          <ContentBlocks blocks={subsection.blocks} />
        </StaticSubsection>
      ))}
    </StaticSection>
  );
}
