import type { CSSProperties } from 'react';
import classes from './shimmer.module.css';

interface ShimmerProps {
  /** Sizes in rem (§9: numeric shimmer sizes are rem), or any CSS length as a string. */
  width?: number | string;
  height?: number | string;
  borderRadius?: number | string;
  className?: string;
}

const toLength = (value: number | string | undefined) => (typeof value === 'number' ? `${value}rem` : value);

/** A loading placeholder with the 1 s shimmer animation; it reserves the space its content will take. */
export default function Shimmer({ width = '100%', height = 1, borderRadius = 0.25, className }: ShimmerProps) {
  const style: CSSProperties = { width: toLength(width), height: toLength(height), borderRadius: toLength(borderRadius) };
  return <span className={className ? `${classes.root} ${className}` : classes.root} style={style} aria-hidden="true" />;
}
