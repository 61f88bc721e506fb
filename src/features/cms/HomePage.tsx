import classes from './homePage.module.css';

/** The home route (§2): the path itself has no content of its own; the banner layout comes from CMS. */
export default function HomePage() {
  return (
    <section className={classes.root} aria-labelledby="home-heading">
      <h1 id="home-heading" className={classes.heading}>
        Welcome
      </h1>
    </section>
  );
}
