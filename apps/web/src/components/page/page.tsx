import clsx from 'clsx';
import type { ReactNode } from 'react';
import { type HeadData, PageHead } from '@/components/page/page-head';

export interface PageProps {
  title: string;
  lead?: ReactNode;
  /** Sets the document title too ('Title · FanLens'); defaults to `title`. */
  documentTitle?: string;
  className?: string;
  /** More of the head than the title (description, robots, canonical address…). */
  head?: Omit<HeadData, 'title'>;
  children?: ReactNode;
}

/** A screen's frame: the document title, the h1 and an optional lead line. */
export function Page({ title, lead, documentTitle, className, head, children }: PageProps) {
  return (
    <div className={clsx('page container', className)}>
      <PageHead {...head} title={`${documentTitle ?? title} · FanLens`} />
      <div className="page__header">
        <h1 className="page__title">{title}</h1>
        {lead && <p className="page__lead">{lead}</p>}
      </div>
      {children}
    </div>
  );
}
