import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';

/** Re-creates its page whenever the given route param changes (spec: edit routes). */
export function KeyedPage({ param, children }: { param: string; children: ReactNode }) {
  const params = useParams();
  return <Fragment key={params[param] ?? ''}>{children}</Fragment>;
}
