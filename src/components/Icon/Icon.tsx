import classes from './icon.module.css';

// Stroke icons on a 24-unit grid; one path list each keeps them tiny and crisp at any size.
const PATHS = {
  menu: ['M3 6h18', 'M3 12h18', 'M3 18h18'],
  search: ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M21 21l-5-5'],
  user: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21a8 8 0 0 1 16 0'],
  bag: ['M5 8h14l-1 13H6z', 'M9 8V6a3 3 0 0 1 6 0v2'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  chevronLeft: ['M15 18l-6-6 6-6'],
  chevronRight: ['M9 18l6-6-6-6'],
  chevronDown: ['M6 9l6 6 6-6'],
  info: ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 16v-4', 'M12 8h.01'],
  alert: ['M12 3l10 18H2z', 'M12 10v4', 'M12 18h.01'],
  check: ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M8 12l3 3 5-6'],
  cloudOff: ['M2 2l20 20', 'M5.8 8.2A6 6 0 0 0 7 20h10.5', 'M21 16.4A4.5 4.5 0 0 0 17.5 10h-.8A6 6 0 0 0 10 6.2'],
  heart: ['M12 21s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 6-8 11-8 11z']
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps {
  name: IconName;
  /** Pixels; the header uses 28 on desktop (§9). */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
  className?: string;
}

export default function Icon({ name, size = 24, title, className }: IconProps) {
  return (
    <svg
      className={className ? `${classes.root} ${className}` : classes.root}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
