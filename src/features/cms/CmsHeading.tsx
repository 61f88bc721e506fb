import classes from './cmsHeading.module.css';

/**
 * A CMS page's level-one heading, as Magento's storefront shows it: its content heading, or none to see when that is
 * empty (a shop's home page, titled "Home Page" by Magento's installer). The title then stays the heading for
 * assistive technology and search engines only.
 */
export default function CmsHeading({
  contentHeading,
  title,
  id,
  className
}: {
  contentHeading?: string | null;
  title?: string | null;
  id?: string;
  /** Added to the shown heading's class (its place in the page). */
  className?: string;
}) {
  const heading = contentHeading?.trim();
  if (heading) {
    return (
      <h1 id={id} className={className ? `${classes.heading} ${className}` : classes.heading}>
        {heading}
      </h1>
    );
  }
  return title ? (
    <h1 id={id} className={classes.visuallyHidden}>
      {title}
    </h1>
  ) : null;
}
