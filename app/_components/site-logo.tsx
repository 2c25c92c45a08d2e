import { logoDisplay, type Site } from '@/sites';
import styles from './site-logo.module.css';

/** The site's logo at its registered size (see logoDisplay). Wide logos scale down on small screens. */
export function SiteLogo({ site }: { site: Site }) {
  const display = logoDisplay(site);
  if (display.kind === 'hidden') return null;
  const size = display.kind === 'sized' ? { width: display.width, height: display.height } : {};
  return (
    // A plain img: the logos are SVGs served as they are, and next/image optimisation is off.
    // eslint-disable-next-line @next/next/no-img-element
    <img className={styles.logo} src={display.src} alt={site.name} data-testid="site-logo" {...size} />
  );
}
