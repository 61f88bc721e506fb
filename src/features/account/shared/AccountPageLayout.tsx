import type { ReactNode } from 'react';
import { usePageTitle } from '../../pageHead';
import classes from './accountPage.module.css';

/** The frame of every account page: its title (document title too) and content. */
export default function AccountPageLayout({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className={classes.root}>
      <h1 className={classes.title}>{title}</h1>
      {children}
    </div>
  );
}
