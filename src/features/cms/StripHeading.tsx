import type { ReactNode } from 'react';
import classes from './productStrip.module.css';

/** The widget's title above its products, with room for the scroll buttons (nothing when the merchant gave no title). */
export default function StripHeading({ title, id, children }: { title: string | null; id?: string; children?: ReactNode }) {
  if (!title) return null;
  return (
    <div className={classes.header}>
      <h2 id={id} className={classes.heading}>
        {title}
      </h2>
      {children}
    </div>
  );
}
