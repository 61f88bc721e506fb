import { BrowserRouter } from 'react-router-dom';
import AppRoutes from './AppRoutes';
import classes from './app.module.css';

export default function App() {
  return (
    <BrowserRouter>
      <div className={classes.root}>
        <header className={classes.header}>
          <a className={classes.logo} href="/">
            Storefront
          </a>
        </header>
        <main id="main" className={classes.main}>
          <AppRoutes />
        </main>
        <footer className={classes.footer}>
          <small>© Storefront</small>
        </footer>
      </div>
    </BrowserRouter>
  );
}
